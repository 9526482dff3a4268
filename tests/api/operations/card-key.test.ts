// The card key: out of the database, cards sealed with an old key sealed again, rotation.
import { randomBytes } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../server/config.ts';
import { open, seal } from '../../../server/domain/wallet/card-crypto.ts';
import { cardKeyFrom, settleCardKey } from '../../../server/domain/wallet/card-key.ts';
import { harness } from '../support/harness.ts';
import { registerPlayer } from '../support/players.ts';

const NUMBER = '4111111111111111';
const k = suite('the card-encryption key');

k(
	'a key an older build kept in the database moves out: cards are sealed with the new key and the old one is deleted',
	async () => {
		const h = await harness();
		try {
			const player = await registerPlayer(h);
			const legacy = randomBytes(32);
			await h.db.query("INSERT INTO settings (key, value) VALUES ('card_key', $1)", [legacy.toString('base64')]);
			await h.db.query(
				"INSERT INTO bank_cards (user_id, holder_name, bank_name, last4, number_enc, updated_at) VALUES ($1, 'A', 'B', '1111', $2, now())",
				[player.user_id, seal(legacy, NUMBER)],
			);
			const current = randomBytes(32);
			assert.is(await settleCardKey(h.db, current, undefined), 1);
			const row = (await h.db.query<{ number_enc: string }>('SELECT number_enc FROM bank_cards')).rows[0]!;
			assert.is(open(current, row.number_enc), NUMBER);
			assert.is(open(legacy, row.number_enc), null, 'the old key still opens the card');
			assert.is(
				(await h.db.query("SELECT 1 FROM settings WHERE key = 'card_key'")).rowCount,
				0,
				'the key is still in the database',
			);
			assert.is(await settleCardKey(h.db, current, undefined), 0, 'a second start changes nothing');
		} finally {
			await h.close();
		}
	},
);

k(
	'rotation: with CARD_KEY_PREVIOUS the cards are sealed with the new key; a key that opens nothing stops the start',
	async () => {
		const h = await harness();
		try {
			const player = await registerPlayer(h);
			const before = randomBytes(32);
			await h.db.query(
				"INSERT INTO bank_cards (user_id, holder_name, bank_name, last4, number_enc, updated_at) VALUES ($1, 'A', 'B', '1111', $2, now())",
				[player.user_id, seal(before, NUMBER)],
			);
			const after = randomBytes(32);
			const refused = await settleCardKey(h.db, after, undefined).catch((e: Error) => e);
			assert.instance(refused, Error);
			assert.match((refused as Error).message, /^CARD_KEY does not open .*CARD_KEY_PREVIOUS/);
			assert.is(await settleCardKey(h.db, after, before), 1);
			const row = (await h.db.query<{ number_enc: string }>('SELECT number_enc FROM bank_cards')).rows[0]!;
			assert.is(open(after, row.number_enc), NUMBER);
		} finally {
			await h.close();
		}
	},
);

k('CARD_KEY must be 32 bytes of base64, and DATABASE_URL without one is refused outside the demo', () => {
	assert.throws(() => cardKeyFrom(loadConfig({ CARD_KEY: 'c2hvcnQ=' })), /^CARD_KEY must hold 32 bytes/);
	assert.throws(
		() => cardKeyFrom(loadConfig({ DATABASE_URL: 'postgres://x/y' })),
		/^CARD_KEY \(or CARD_KEY_FILE\) is required with DATABASE_URL/,
	);
	assert.throws(
		() => cardKeyFrom(loadConfig({ CARD_KEY_FILE: '/nonexistent/card-key' })),
		/^CARD_KEY_FILE names no file/,
	);
	const key = randomBytes(32);
	assert.equal(cardKeyFrom(loadConfig({ CARD_KEY: key.toString('base64') })).key, key);
});

k.run();
