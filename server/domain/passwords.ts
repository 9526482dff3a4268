// scrypt password hashes (N=2^17, r=8, p=1 in production), compared in constant time.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEYLEN = 32;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
	// maxmem must cover 128 * N * r bytes, which the default 32 MiB does not at N=2^17:
	const maxmem = 256 * N * r;
	return new Promise((resolve, reject) =>
		scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r, p, maxmem }, (err, key) =>
			err ? reject(err) : resolve(key),
		),
	);
}

export async function hashPassword(password: string, N: number): Promise<string> {
	const salt = randomBytes(16);
	const key = await derive(password, salt, N, 8, 1);
	return `scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const [tag, n, r, p, salt, key] = stored.split('$');
	if (tag !== 'scrypt' || !salt || !key) return false;
	const expected = Buffer.from(key, 'base64');
	const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
	return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Spends the same time as a real check, so an unknown user name is not revealed by timing. */
export async function burnPasswordCheck(password: string, N: number): Promise<void> {
	await derive(password, Buffer.alloc(16), N, 8, 1);
}
