// Operator actions on players: create, reset a password, adjust a balance.
import * as v from 'valibot';
import { amountFromCents } from '../../shared/money/amount.ts';
import type { Queryable } from '../db/db.ts';
import type { Deps } from '../deps.ts';
import { OperatorError } from '../domain/errors.ts';
import { balanceOf, houseAccount, playerAccount, post } from '../domain/ledger.ts';
import { hashPassword } from '../domain/passwords.ts';
import { newInviteCode, setPassword } from '../domain/users.ts';
import { password, phone, userName } from '../http/fields.ts';
import { check } from '../http/validate.ts';

export async function findUser(db: Queryable, name: string | undefined): Promise<{ id: number; user_name: string }> {
	const { rows } = await db.query<{ id: number; user_name: string }>(
		'SELECT id, user_name FROM users WHERE lower(user_name) = lower($1) AND NOT crowd',
		[name ?? ''],
	);
	if (!rows[0]) throw new OperatorError(`no player named ${name}`);
	return rows[0];
}

const NewPlayer = v.object({ user_name: userName, password, phone });

export async function createPlayer(
	deps: Deps,
	name: string | undefined,
	pass: string | undefined,
	tel = '+10000000000',
) {
	const input = check(NewPlayer, { user_name: name, password: pass, phone: tel });
	const hash = await hashPassword(deps.config, input.password);
	const { rows } = await deps.db.query<{ id: number }>(
		`INSERT INTO users (user_name, phone, password_hash, invite_code, created_at) VALUES ($1, $2, $3, $4, $5)
		 ON CONFLICT DO NOTHING RETURNING id`,
		[input.user_name, input.phone, hash, newInviteCode(), deps.clock.now()],
	);
	if (!rows[0]) throw new OperatorError(`player ${input.user_name} already exists`);
	return { user_id: rows[0].id, user_name: input.user_name };
}

export async function resetPassword(deps: Deps, user: { id: number; user_name: string }, pass: string | undefined) {
	const input = check(v.object({ password }), { password: pass });
	await setPassword(deps, user.id, input.password, null);
	return { user_name: user.user_name, sessions: 'revoked' };
}

export async function adjustBalance(
	deps: Deps,
	user: { id: number; user_name: string },
	cents: number,
	reason: string,
	operator: string,
) {
	await deps.db.tx(async (tx) => {
		const entries = [
			{ account: await houseAccount(tx, 'adjustments'), amount: -cents },
			{ account: await playerAccount(tx, user.id), amount: cents },
		];
		await post(tx, { kind: 'adjust', ref: `operator:${operator}`, memo: reason, entries }, deps.clock.now());
	});
	return { user_name: user.user_name, balance: amountFromCents(await balanceOf(deps.db, user.id)) };
}
