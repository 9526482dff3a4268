// Access tokens (short JWTs) and opaque refresh tokens (random, stored as a hash).
import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../deps.ts';

export interface AccessClaims {
	userId: number;
	sessionId: string;
}

export async function signAccess(key: Uint8Array, clock: Clock, seconds: number, claims: AccessClaims) {
	const iat = Math.floor(clock.now().getTime() / 1000);
	return new SignJWT({ sid: claims.sessionId })
		.setProtectedHeader({ alg: 'HS256' })
		.setSubject(String(claims.userId))
		.setIssuedAt(iat)
		.setExpirationTime(iat + seconds)
		.sign(key);
}

/** Returns the claims, or null for any bad, expired or tampered token. */
export async function verifyAccess(key: Uint8Array, clock: Clock, token: string): Promise<AccessClaims | null> {
	try {
		const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() });
		const userId = Number(payload.sub);
		if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') return null;
		return { userId, sessionId: payload.sid };
	} catch {
		return null;
	}
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
