// Operator CLI: `npm run admin -- <command>`. With DATABASE_URL, or when no server holds the
// PGlite data dir, it works on the database directly; otherwise it sends the command to the
// running server, authenticated by the token in DATA_DIR/operator-token.
// Only what a command needs is loaded: through a running server that is the config and a fetch, so the CLI starts
// quickly; the database and every command's code are loaded for a direct run alone.
import { readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { loadConfig } from './config.ts';
import { operatorTokenPath, serverFile } from './data-files.ts';
import { lockHolder } from './db/lock.ts';
import type { Outcome } from './operator/commands.ts';

async function viaServer(dataDir: string, operator: string, argv: string[]): Promise<Outcome> {
	const { url } = JSON.parse(readFileSync(serverFile(dataDir), 'utf8')) as { url: string };
	const token = readFileSync(operatorTokenPath(dataDir), 'utf8').trim();
	const res = await fetch(`${url}/api/admin/run`, {
		method: 'POST',
		headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
		body: JSON.stringify({ operator, argv }),
	});
	const reply = (await res.json()) as { status: number; message: string; data: Outcome | null };
	return reply.data ?? { ok: false, output: reply.message };
}

async function direct(operator: string, argv: string[]): Promise<Outcome> {
	const [{ devCodeSender, jsonLogger, systemClock }, { loadSecrets }, { openDatabase }, { runCommand }] =
		await Promise.all([
			import('./deps.ts'),
			import('./domain/secrets.ts'),
			import('./open.ts'),
			import('./operator/commands.ts'),
		]);
	const config = loadConfig();
	const opened = await openDatabase(config);
	try {
		const secrets = await loadSecrets(opened.db, config, false);
		const deps = { db: opened.db, clock: systemClock, config, sendCode: devCodeSender, logger: jsonLogger, secrets };
		return await runCommand(deps, operator, argv);
	} finally {
		await opened.close();
	}
}

const argv = process.argv.slice(2);
// a running server reads the file itself, so it gets a path that does not depend on where the CLI was started:
if (argv[0] === 'races' && argv[1] === 'import' && argv[2]) argv[2] = resolve(argv[2]);
if (!argv.length || argv[0] === 'help' || argv[0] === '--help') {
	console.log((await import('./operator/commands.ts')).USAGE);
	process.exit(0);
}
const config = loadConfig();
// the system account running the command, recorded as cli:<name>; named staff identity is the web office's sign-in:
const operator = userInfo().username;
try {
	const useServer = !config.databaseUrl && lockHolder(config.dataDir) !== null;
	const outcome = useServer ? await viaServer(config.dataDir, operator, argv) : await direct(operator, argv);
	console.log(typeof outcome.output === 'string' ? outcome.output : JSON.stringify(outcome.output, null, 2));
	process.exit(outcome.ok ? 0 : 1);
} catch (err) {
	console.error(err instanceof Error ? err.message : String(err));
	process.exit(2);
}
