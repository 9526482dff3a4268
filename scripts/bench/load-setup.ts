// The load test's stage: players made and funded through the operator commands, and the server they hit.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfig } from '../../server/config.ts';
import { devCodeSender, jsonLogger, systemClock } from '../../server/deps.ts';
import { loadSecrets } from '../../server/domain/secrets.ts';
import { requestTopup } from '../../server/domain/wallet/topups.ts';
import { openDatabase } from '../../server/open.ts';
import { runCommand } from '../../server/operator/commands.ts';

export const LOAD_PASSWORD = 'load-pass-2025';

/** Players made with the operator commands straight on the data dir, each given `startCents`. */
export async function seedPlayers(dataDir: string, players: number, startCents: number): Promise<string[]> {
	const config = loadConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
	const opened = await openDatabase(config);
	const secrets = await loadSecrets(opened.db, config, false);
	const deps = { db: opened.db, clock: systemClock, config, sendCode: devCodeSender, logger: jsonLogger, secrets };
	const names = Array.from({ length: players }, (_, i) => `load_${i}`);
	const operator = async (argv: string[]) => {
		const done = await runCommand(deps, 'bench-load', argv);
		if (!done.ok) throw new Error(`${argv.join(' ')}: ${JSON.stringify(done.output)}`);
		return done.output as { user_id: number };
	};
	for (const name of names) {
		const { user_id } = await operator(['create-player', name, LOAD_PASSWORD]);
		// the player asks for a top-up and the operator approves it, as in the app:
		const topup = await requestTopup(deps, user_id, startCents, 'bank_transfer', `load-seed-${name}`);
		await operator(['topups', 'approve', String(topup.id)]);
	}
	await opened.close();
	return names;
}

export function startServer(dataDir: string): Promise<{ url: string; proc: ChildProcess }> {
	const proc = spawn(process.execPath, ['--import', 'tsx', resolve('server/main.ts')], {
		// loopback only; every player signs in from the same address, so the sign-in limit is lifted
		env: {
			...process.env,
			HOST: '127.0.0.1',
			PORT: '0',
			DATA_DIR: dataDir,
			DATABASE_URL: '',
			RATE_LIMIT_SIGNIN: '100000',
			// a production start needs an SMS gateway; this run texts no one, so nothing listens there
			SMS_API_URL: 'http://127.0.0.1:9/unused',
			SMS_API_KEY: 'bench-load',
			// top-ups here are bank transfers: a pending request, as card top-ups were before a checkout existed
			BANK_NAME: 'Bench Bank',
			BANK_ACCOUNT_NAME: 'Horse Club Ltd',
			BANK_ACCOUNT_NUMBER: '000-000-000',
		},
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	return new Promise((done, fail) => {
		let out = '';
		proc.stdout?.on('data', (chunk: Buffer) => {
			out = (out + chunk).slice(-4096);
			const m = /"msg":"listening","url":"([^"]+)"/.exec(out);
			if (m?.[1]) done({ url: m[1], proc });
		});
		proc.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
	});
}
