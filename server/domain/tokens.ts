// Access tokens (short HS256 JWTs, signed and checked synchronously) and opaque refresh tokens (random, stored as a hash).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../deps.ts';

export interface AccessClaims {
	userId: number;
	sessionId: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const mac = (key: Uint8Array, input: string) => createHmac('sha256', key).update(input).digest();

/** `issuedAt` lets a repeated answer (the refresh grace period) carry the very same token. */
export function signAccess(key: Uint8Array, issuedAt: Date, seconds: number, claims: AccessClaims): string {
	const iat = Math.floor(issuedAt.getTime() / 1000);
	const body = `${HEADER}.${encode({ sid: claims.sessionId, sub: String(claims.userId), iat, exp: iat + seconds })}`;
	return `${body}.${mac(key, body).toString('base64url')}`;
}

function decode(segment: string): Record<string, unknown> | null {
	try {
		const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
		return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
	} catch {
		return null;
	}
}

/** Returns the claims, or null for any bad, expired or tampered token. */
export function verifyAccess(key: Uint8Array, clock: Clock, token: string): AccessClaims | null {
	const parts = token.split('.');
	if (parts.length !== 3) return null;
	const [header, payload, signature] = parts as [string, string, string];
	// the algorithm is fixed, never taken from the token (no "none", no key confusion):
	if (decode(header)?.alg !== 'HS256') return null;
	const expected = mac(key, `${header}.${payload}`);
	const given = Buffer.from(signature, 'base64url');
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
	const claims = decode(payload);
	if (!claims || typeof claims.exp !== 'number' || typeof claims.sid !== 'string') return null;
	if (claims.exp <= clock.now().getTime() / 1000) return null;
	const userId = Number(claims.sub);
	if (typeof claims.sub !== 'string' || !Number.isSafeInteger(userId)) return null;
	return { userId, sessionId: claims.sid };
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The refresh token that follows `token`: derived, not random, so the server can hand the same successor out
 * again during the grace period without keeping any token in clear.
 */
export const successorOf = (key: Uint8Array, token: string) =>
	createHmac('sha256', key).update(`refresh-successor:${token}`).digest('base64url');
