// `npm run serve`: the production start. It never seeds demo data and never generates races, and it
// refuses settings a production server must not run with; every refusal names its variable.
import { loadConfig } from './config.ts';
import { ConfigError, flag } from './env-number.ts';
import { failStart, runUntilSignalled } from './main.ts';
import { weakSecret } from './weak-secret.ts';

/** What keeps this environment from a production start; an empty list lets it start. */
export function productionProblems(env: NodeJS.ProcessEnv): ConfigError[] {
	const problems: ConfigError[] = [];
	const secret = env.JWT_SECRET ?? '';
	if (Buffer.byteLength(secret) < 32)
		problems.push(
			new ConfigError(
				'JWT_SECRET',
				`must be at least 32 bytes (${Buffer.byteLength(secret)} given): openssl rand -base64 48`,
			),
		);
	const weak = Buffer.byteLength(secret) >= 32 ? weakSecret(secret) : null;
	if (weak) problems.push(new ConfigError('JWT_SECRET', `${weak}: draw one at random (openssl rand -base64 48)`));
	if (flag(env, 'DEMO', false)) problems.push(new ConfigError('DEMO', 'must be unset: demo mode is for `npm start`'));
	if (flag(env, 'RACE_GENERATOR', false))
		problems.push(new ConfigError('RACE_GENERATOR', 'must be unset: generated races are for the demo'));
	if (!env.CARD_KEY && !env.CARD_KEY_FILE)
		problems.push(
			new ConfigError('CARD_KEY', '(or CARD_KEY_FILE) is required: 32 bytes in base64, kept apart from the backups'),
		);
	return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
	try {
		const problems = productionProblems(process.env);
		if (problems.length)
			throw new Error(`Horse Club cannot start:\n${problems.map((p) => `- ${p.message}`).join('\n')}`);
		// races come from the operator or a feed, never the demo generator:
		process.env.RACE_GENERATOR = '0';
		await runUntilSignalled(loadConfig({ ...process.env, DEMO: '0' }));
	} catch (err) {
		failStart(err);
	}
}
