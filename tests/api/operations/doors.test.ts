// The two doors (the demo and production) and configuration errors that name their variable.
import { spawn } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../server/config.ts';
import { productionProblems } from '../../../server/serve.ts';

/** Runs a start script to its exit; resolves with the exit code and what it printed. */
function run(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
	const child = spawn(process.execPath, ['--import', 'tsx', script], {
		env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let output = '';
	child.stdout!.on('data', (s) => (output += s));
	child.stderr!.on('data', (s) => (output += s));
	return new Promise((done) => child.on('exit', (code) => done({ code, output })));
}

const config = suite('configuration errors name their variable');

config('bad numbers, ports, flags and zones', () => {
	assert.throws(() => loadConfig({ PORT: 'abc' }), /^PORT must be a whole number from 0 to 65535, not "abc"$/);
	assert.throws(() => loadConfig({ PORT: '70000' }), /^PORT must /);
	assert.throws(() => loadConfig({ TOPUP_MIN: 'ten' }), /^TOPUP_MIN must be a number/);
	assert.throws(() => loadConfig({ DEMO: 'maybe' }), /^DEMO must be 1 or 0/);
	assert.throws(
		() => loadConfig({ RACING_TZ: 'Mars/Olympus' }),
		/^RACING_TZ names an invalid time zone in configuration: Mars\/Olympus/,
	);
	assert.throws(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '-1' }), /^DB_STATEMENT_TIMEOUT_MS must /);
	assert.throws(() => loadConfig({ METRICS_TOKEN: 'short' }), /^METRICS_TOKEN must /);
	assert.throws(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '60000' }), /^HTTP_HEADERS_TIMEOUT_MS must /);
	assert.is(loadConfig({ PORT: '0' }).port, 0);
});

config('the production door refuses a weak JWT secret, demo mode, the race generator and no card key', () => {
	const good = {
		JWT_SECRET: 'kQ7v/2Ra9mXc4WzL0pYh3tNe8uBg6Jd1sFo5CiAy+VbE',
		CARD_KEY: Buffer.alloc(32, 1).toString('base64'),
	};
	assert.equal(productionProblems(good), []);
	const variables = (env: NodeJS.ProcessEnv) => productionProblems(env).map((p) => p.variable);
	assert.equal(variables({ ...good, JWT_SECRET: 'x'.repeat(31) }), ['JWT_SECRET']);
	assert.equal(variables({ ...good, JWT_SECRET: undefined }), ['JWT_SECRET']);
	for (const made_up of [
		'x'.repeat(32),
		'changeme'.repeat(4),
		'abcdefghijklmnop'.repeat(2),
		'my-secret-jwt-key-horse-club-password',
	])
		assert.equal(variables({ ...good, JWT_SECRET: made_up }), ['JWT_SECRET'], `${made_up} was taken`);
	assert.match(productionProblems({ ...good, JWT_SECRET: 'changeme'.repeat(4) })[0]!.message, /openssl rand/);
	assert.equal(variables({ ...good, DEMO: '1' }), ['DEMO']);
	assert.equal(variables({ ...good, RACE_GENERATOR: '1' }), ['RACE_GENERATOR']);
	assert.equal(variables({ JWT_SECRET: good.JWT_SECRET }), ['CARD_KEY']);
});

config.run();

// ---

const doors = suite('npm start and npm run serve');

doors('npm start pointed at DATABASE_URL without DEMO=1 refuses before touching it', async () => {
	const { code, output } = await run('scripts/start.ts', { DATABASE_URL: 'postgres://127.0.0.1:1/none' });
	assert.is(code, 1);
	assert.match(output, /DATABASE_URL: `npm start` is the demo/);
	assert.match(output, /npm run serve/);
	assert.not.match(output, /building the app/, 'it built before refusing');
});

doors('npm run serve with a short JWT_SECRET exits 1 naming it, and PORT=abc names PORT', async () => {
	const weak = await run('server/serve.ts', { JWT_SECRET: 'x', CARD_KEY: Buffer.alloc(32, 1).toString('base64') });
	assert.is(weak.code, 1);
	assert.match(weak.output, /- JWT_SECRET must be at least 32 bytes \(1 given\)/);
	const port = await run('server/main.ts', { PORT: 'abc', DEMO: '1' });
	assert.is(port.code, 1);
	assert.match(port.output, /Horse Club cannot start: PORT must be a whole number/);
});

doors.run();
