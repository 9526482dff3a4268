// Password hashes: argon2id at OWASP's minimum (19 MiB, t=2, p=1) on the hashing pool. Older scrypt hashes
// (N=2^17, r=8, p=1) still verify and are replaced at the player's next sign-in.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';
import { hashPool, type Lane } from './hash-pool.ts';

const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT = `$argon2id$v=19$m=${COST.memoryCost},t=${COST.timeCost},p=${COST.parallelism}$`;

type Hashing = Pick<Config, 'hashing'>;
const pool = (config: Hashing) => hashPool(config.hashing);

export function hashPassword(config: Hashing, password: string): Promise<string> {
	return pool(config).run<string>({ kind: 'hash', input: { password: password.normalize('NFKC'), cost: COST } });
}

async function scryptMatches(config: Hashing, password: string, stored: string, lane?: Lane): Promise<boolean> {
	const [, n, r, p, salt, key] = stored.split('$');
	if (!salt || !key) return false;
	const expected = Buffer.from(key, 'base64');
	const actual = await pool(config).run<string>(
		{
			kind: 'scrypt',
			input: { password, salt, keylen: expected.length, N: Number(n), r: Number(r), p: Number(p) },
		},
		lane,
	);
	const derived = Buffer.from(actual, 'base64');
	return derived.length === expected.length && timingSafeEqual(derived, expected);
}

export interface PasswordCheck {
	ok: boolean;
	/** The stored hash is of an older kind or cost: store a fresh one while the password is at hand. */
	upgrade: boolean;
}

export async function checkPassword(
	config: Hashing,
	password: string,
	stored: string,
	lane?: Lane,
): Promise<PasswordCheck> {
	const normal = password.normalize('NFKC');
	if (stored.startsWith('scrypt$')) return { ok: await scryptMatches(config, normal, stored, lane), upgrade: true };
	if (!stored.startsWith('$argon2')) return { ok: false, upgrade: false };
	const ok = await pool(config).run<boolean>({ kind: 'verify', input: { password: normal, stored } }, lane);
	return { ok, upgrade: !stored.startsWith(CURRENT) };
}

let decoy: Promise<string> | undefined;

/** A seat in the hashing queue for a check in `lane` after some other work: throws now if the queue is full, else
 * gives back its release. */
export function hashingSeat(config: Hashing, lane: Lane): () => void {
	const seat = pool(config).seat(lane);
	if ('refusal' in seat) throw seat.refusal;
	return seat.release;
}

/** Spends the same time as a real check (in the same lane), so an unknown user name is not revealed by timing. */
export async function burnPasswordCheck(config: Hashing, password: string, lane?: Lane): Promise<void> {
	decoy ??= hashPassword(config, randomBytes(16).toString('base64'));
	const stored = await decoy.catch((error) => {
		decoy = undefined;
		throw error;
	});
	await checkPassword(config, password, stored, lane);
}
