// Keys the server needs. The JWT key: JWT_SECRET, else generated once and kept in the database (so
// several API processes agree; production requires JWT_SECRET). The card key: never in the database
// (wallet/card-key.ts). The operator token lives only in the data dir.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Config } from '../config.ts';
import { operatorTokenPath } from '../data-files.ts';
import type { Queryable } from '../db/db.ts';
import type { Secrets } from '../deps.ts';
import { sha256 } from './tokens.ts';
import { cardKeyFrom } from './wallet/card-key.ts';

async function setting(db: Queryable, key: string, make: () => string): Promise<string> {
	await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, make()]);
	const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
	return rows[0]!.value;
}

/** Reads the operator token file, creating it (mode 0600) when missing. */
function operatorToken(dataDir: string): string {
	const path = operatorTokenPath(dataDir);
	if (!existsSync(path)) {
		mkdirSync(dataDir, { recursive: true });
		writeFileSync(path, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
	}
	return readFileSync(path, 'utf8').trim();
}

export async function loadSecrets(db: Queryable, config: Config, withOperator: boolean): Promise<Secrets> {
	const jwt = config.jwtSecret ?? (await setting(db, 'jwt_secret', () => randomBytes(32).toString('base64url')));
	return {
		jwtKey: new TextEncoder().encode(jwt),
		cardKey: cardKeyFrom(config).key,
		operatorTokenHash: withOperator ? sha256(operatorToken(config.dataDir)) : null,
	};
}
