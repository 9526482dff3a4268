// Webhook signatures: HMAC-SHA256 over `<unix seconds>.<raw body>`, sent as `t=<seconds>,v1=<hex>`.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Payment-Signature';
/** An event signed longer ago (or further ahead) than this is refused as a possible replay. */
const TOLERANCE_SECONDS = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

const hmac = (secret: string, seconds: number, body: string) =>
	createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');

export function signPayload(secret: string, body: string, at: Date): string {
	const seconds = Math.floor(at.getTime() / 1000);
	return `t=${seconds},v1=${hmac(secret, seconds, body)}`;
}

export function verifySignature(secret: string, body: string, header: string | undefined, now: Date): SignatureCheck {
	if (!header) return { ok: false, reason: 'missing' };
	let seconds: number | null = null;
	const candidates: string[] = [];
	for (const part of header.split(',')) {
		const [name, value = ''] = part.trim().split('=', 2);
		if (name === 't' && /^\d{1,12}$/.test(value)) seconds = Number(value);
		// several v1 values let a provider sign with an old and a new secret while rotating:
		if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
	}
	if (seconds === null || !candidates.length) return { ok: false, reason: 'malformed' };
	if (Math.abs(now.getTime() / 1000 - seconds) > TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
	const expected = Buffer.from(hmac(secret, seconds, body), 'hex');
	let match = false;
	// every candidate is compared, in constant time, so the timing says nothing about which failed:
	for (const v1 of candidates) match = timingSafeEqual(expected, Buffer.from(v1, 'hex')) || match;
	return match ? { ok: true } : { ok: false, reason: 'mismatch' };
}
