// Registers players through the API and gives them money, the way a player and operator would.
import { randomUUID } from 'node:crypto';
import { approveTopup, requestTopup } from '../../../server/domain/wallet/topups.ts';
import type { Harness } from './harness.ts';

export interface Player {
	user_id: number;
	user_name: string;
	access_token: string;
	refresh_token: string;
	password: string;
}

let seq = 0;

export async function registerPlayer(h: Harness, extra: { invite_code?: string; name?: string } = {}): Promise<Player> {
	const phone = `+8529${String(1_000_000 + ++seq).slice(-7)}`;
	const sent = await h.call('POST', '/api/user/send_code', { body: { phone } });
	if (sent.status !== 200) throw new Error(`send_code failed: ${sent.body.message}`);
	const code = h.codes.filter((c) => c.phone === phone).at(-1)!.code;
	const user_name = extra.name ?? `player_${seq}_${process.pid % 1000}`;
	const password = 'correct horse 1';
	const reply = await h.call('POST', '/api/user/register', {
		body: {
			user_name,
			password,
			phone,
			code,
			device_id: 'test-device',
			...sent.body.data,
			invite_code: extra.invite_code,
		},
	});
	if (reply.status !== 200) throw new Error(`register failed: ${reply.body.message}`);
	return { ...reply.body.data, password };
}

/** Credits a player through an approved top-up (cents). */
export async function fund(h: Harness, userId: number, cents: number) {
	const t = await requestTopup(h.deps, userId, cents, 'bank_transfer', `fund-${randomUUID()}`);
	await approveTopup(h.deps, t.id, 'test-operator');
}

export const CARD = { holder_name: 'Ada Lovelace', bank_name: 'Test Bank', card_number: '4111 1111 1111 1111' };

export const key = () => `k-${randomUUID()}`;
