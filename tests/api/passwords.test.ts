import { randomBytes, scryptSync } from 'node:crypto';
import { hashSync } from '@node-rs/argon2';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from './support/harness.ts';
import { registerPlayer } from './support/players.ts';

// @node-rs/argon2's Algorithm is a const enum, which isolated modules cannot read:
const ARGON2ID = 2;

/** A hash as the server stored it before argon2id: scrypt, with its cost in the string. */
function scryptHash(password: string, N: number): string {
	const salt = randomBytes(16);
	const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
	return `scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

const storedHash = async (h: Harness, id: number) =>
	(await h.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id])).rows[0]!
		.password_hash;

const signIn = (h: Harness, user_name: string, password: string) =>
	h.call('POST', '/api/user/signin', { body: { user_name, password, device_id: 'd' } });

const passwords = suite<{ h: Harness }>('password hashes', {} as { h: Harness });
passwords.before(async (ctx) => {
	ctx.h = await harness();
});
passwords.after(async (ctx) => ctx.h.close());

passwords('new passwords are stored as argon2id at OWASP strength, never in clear', async ({ h }) => {
	const p = await registerPlayer(h);
	const stored = await storedHash(h, p.user_id);
	assert.match(stored, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
	assert.not.ok(stored.includes(p.password));
});

passwords('an old scrypt hash still signs the player in and is replaced by argon2id there', async ({ h }) => {
	const p = await registerPlayer(h);
	await h.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [p.user_id, scryptHash(p.password, 2 ** 12)]);
	assert.is((await signIn(h, p.user_name, 'not the password')).status, 401);
	assert.match(await storedHash(h, p.user_id), /^scrypt\$/, 'a wrong password must not replace the hash');
	assert.is((await signIn(h, p.user_name, p.password)).status, 200);
	assert.match(await storedHash(h, p.user_id), /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
	assert.is((await signIn(h, p.user_name, p.password)).status, 200, 'the upgraded hash does not verify');
	assert.is((await signIn(h, p.user_name, 'not the password')).status, 401);
});

passwords('a weaker argon2 hash is upgraded too; the current one is left alone', async ({ h }) => {
	const p = await registerPlayer(h);
	const weak = hashSync(p.password, { algorithm: ARGON2ID, memoryCost: 4096, timeCost: 1, parallelism: 1 });
	await h.db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [p.user_id, weak]);
	assert.is((await signIn(h, p.user_name, p.password)).status, 200);
	const upgraded = await storedHash(h, p.user_id);
	assert.match(upgraded, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
	assert.is((await signIn(h, p.user_name, p.password)).status, 200);
	assert.is(await storedHash(h, p.user_id), upgraded, 'a current hash was rewritten at sign-in');
});

passwords('a changed password is hashed the same way and the old one stops working', async ({ h }) => {
	const p = await registerPlayer(h);
	const r = await h.call('POST', '/api/user/change_password', {
		token: p.access_token,
		body: { old_password: p.password, new_password: 'a brand new one' },
	});
	assert.is(r.status, 200);
	assert.match(await storedHash(h, p.user_id), /^\$argon2id\$/);
	assert.is((await signIn(h, p.user_name, p.password)).status, 401);
	assert.is((await signIn(h, p.user_name, 'a brand new one')).status, 200);
});

passwords.run();
