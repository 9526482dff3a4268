// RFC 6238 time-based one-time codes (HMAC-SHA1, 30 s steps, 6 digits), as every authenticator app reads them.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;
const DIGITS = 6;

/** RFC 4648 base32 without padding, the form otpauth:// URIs carry. */
function base32(bytes: Uint8Array): string {
	let bits = 0;
	let value = 0;
	let out = '';
	for (const byte of bytes) {
		value = (value << 8) | byte;
		bits += 8;
		while (bits >= 5) {
			out += ALPHABET[(value >>> (bits - 5)) & 31];
			bits -= 5;
		}
	}
	if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
	return out;
}

function fromBase32(text: string): Buffer {
	let bits = 0;
	let value = 0;
	const out: number[] = [];
	for (const ch of text.replace(/[\s=]/g, '').toUpperCase()) {
		const i = ALPHABET.indexOf(ch);
		if (i < 0) throw new Error('not base32');
		value = (value << 5) | i;
		bits += 5;
		if (bits >= 8) {
			out.push((value >>> (bits - 8)) & 255);
			bits -= 8;
		}
	}
	return Buffer.from(out);
}

/** 160 random bits, the size RFC 4226 recommends. */
export const newTotpSecret = () => base32(randomBytes(20));

export const timeStep = (now: Date) => Math.floor(now.getTime() / 1000 / STEP_SECONDS);

/** The code for one time step (RFC 4226 §5.3 dynamic truncation). */
export function totpAt(secret: string, step: number): string {
	const counter = Buffer.alloc(8);
	counter.writeBigUInt64BE(BigInt(step));
	const h = createHmac('sha1', fromBase32(secret)).update(counter).digest();
	const offset = h[h.length - 1]! & 15;
	const n = (h.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
	return String(n).padStart(DIGITS, '0');
}

/** The step `code` is valid for, allowing one step of clock drift either way; null when it matches none. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
	const given = Buffer.from(code.replace(/\s/g, ''));
	const here = timeStep(now);
	for (const step of [here - 1, here, here + 1]) {
		const want = Buffer.from(totpAt(secret, step));
		if (given.length === want.length && timingSafeEqual(given, want)) return step;
	}
	return null;
}

export const otpauthUri = (issuer: string, account: string, secret: string) =>
	`otpauth://totp/${encodeURIComponent(`${issuer}:${account}`)}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
