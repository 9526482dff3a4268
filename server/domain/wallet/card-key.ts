// The card-encryption key lives outside the database (CARD_KEY, CARD_KEY_FILE, else DATA_DIR/card-key
// on a single embedded server), so a dump never carries the key beside the ciphertext. Cards sealed
// with an older key (the one older builds kept in `settings`, or CARD_KEY_PREVIOUS while rotating)
// are sealed again with the current one at start-up.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { ConfigError } from '../../env-number.ts';
import { open, seal } from './card-crypto.ts';

function decode(variable: string, base64: string): Buffer {
	const key = Buffer.from(base64.trim(), 'base64');
	if (key.length !== 32) throw new ConfigError(variable, 'must hold 32 bytes in base64 (`openssl rand -base64 32`)');
	return key;
}

/** Where the key comes from; `generated` means DATA_DIR/card-key, made on first start. */
export function cardKeyFrom(config: Config): { key: Buffer; source: 'env' | 'file' | 'generated' } {
	const { base64, file } = config.ops.cardKey;
	if (base64) return { key: decode('CARD_KEY', base64), source: 'env' };
	if (file) {
		if (!existsSync(file)) throw new ConfigError('CARD_KEY_FILE', `names no file: ${file}`);
		return { key: decode('CARD_KEY_FILE', readFileSync(file, 'utf8')), source: 'file' };
	}
	// several processes on one PostgreSQL would each make a key of their own in their own data dir:
	if (config.databaseUrl && !config.demo)
		throw new ConfigError(
			'CARD_KEY',
			'(or CARD_KEY_FILE) is required with DATABASE_URL outside the demo (docs/operations.md)',
		);
	const path = join(config.dataDir, 'card-key');
	if (!existsSync(path)) {
		mkdirSync(config.dataDir, { recursive: true });
		writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
	}
	return { key: decode('DATA_DIR/card-key', readFileSync(path, 'utf8')), source: 'generated' };
}

/**
 * Seals every card that `key` does not open but one of `older` does with `key`, and forgets the key an
 * older build kept in the database. Returns how many cards were sealed again; a card no key opens stops
 * the start, since its number would be lost.
 */
export async function settleCardKey(db: Db, key: Buffer, previous: Buffer | undefined): Promise<number> {
	return db.tx(async (tx) => {
		const legacy = (await tx.query<{ value: string }>("SELECT value FROM settings WHERE key = 'card_key'")).rows[0];
		const older = [previous, legacy && Buffer.from(legacy.value, 'base64')].filter((k): k is Buffer => !!k);
		const cards = await tx.query<{ user_id: number; number_enc: string }>(
			'SELECT user_id, number_enc FROM bank_cards ORDER BY user_id FOR UPDATE',
		);
		let resealed = 0;
		for (const card of cards.rows) {
			if (open(key, card.number_enc) !== null) continue;
			const number = older.map((k) => open(k, card.number_enc)).find((n) => n !== null);
			if (number == null)
				throw new ConfigError(
					'CARD_KEY',
					`does not open the card of player ${card.user_id}; set CARD_KEY_PREVIOUS to the key it was sealed with`,
				);
			await tx.query('UPDATE bank_cards SET number_enc = $2 WHERE user_id = $1', [card.user_id, seal(key, number)]);
			resealed++;
		}
		if (legacy) await tx.query("DELETE FROM settings WHERE key = 'card_key'");
		return resealed;
	});
}

/** CARD_KEY_PREVIOUS, the key being rotated away from. */
export const previousCardKey = (config: Config) =>
	config.ops.cardKey.previousBase64 ? decode('CARD_KEY_PREVIOUS', config.ops.cardKey.previousBase64) : undefined;
