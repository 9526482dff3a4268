// Safer-play helpers: set limits, ask for top-ups, sign in again after the fake clock has moved on.
import type { Harness } from '../support/harness.ts';
import { key, type Player } from '../support/players.ts';

export const DAY = 86_400_000;

export const topup = (h: Harness, p: Player, amount: number, k = key()) =>
	h.call('POST', '/api/wallet/topup', {
		token: p.access_token,
		headers: { 'Idempotency-Key': k },
		body: { amount, method: 'card' },
	});

export const setLimit = (h: Harness, p: Player, kind: string, period: string, amount: number | null) =>
	h.call('POST', '/api/safer/limits', { token: p.access_token, body: { kind, period, amount } });

export const settingsOf = async (h: Harness, p: Player) =>
	(await h.call('GET', '/api/safer/settings', { token: p.access_token })).body.data;

/** A fresh access token for `p` (tokens last 10 minutes; the tests move the clock by days). */
export async function signIn(h: Harness, p: Player, device = 'test-device') {
	const r = await h.call('POST', '/api/user/signin', {
		body: { user_name: p.user_name, password: p.password, device_id: device },
	});
	if (r.status !== 200) throw new Error(`signin failed: ${r.body.message}`);
	p.access_token = r.body.data.access_token;
	p.refresh_token = r.body.data.refresh_token;
	return r;
}
