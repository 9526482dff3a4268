// The CLI's decisions on top-ups, withdrawals and players, through the same domain code and audit as the office.
import type { Deps } from '../deps.ts';
import { OperatorError } from '../domain/errors.ts';
import { EXCLUSION_PERIODS, type ExclusionPeriod, selfExclude } from '../domain/safer/exclusion.ts';
import type { Actor } from '../domain/staff/audit.ts';
import { audited } from '../domain/staff/audited.ts';
import { findPlayer, setSuspended } from '../domain/staff/players.ts';
import { approveTopup, findTopup, rejectTopup } from '../domain/wallet/topups.ts';
import { payWithdrawal, rejectWithdrawal } from '../domain/wallet/withdrawals.ts';
import type { Args } from './args.ts';

const needReason = (reason: string | undefined) => {
	if (!reason) throw new OperatorError('--reason is required');
	return reason;
};

export async function decideRequest(deps: Deps, actor: Actor, key: string, id: number, reason: string | undefined) {
	const topup = key.startsWith('topups');
	const playerId = topup
		? ((await findTopup(deps.db, id))?.user_id ?? null)
		: ((await deps.db.query<{ user_id: number }>('SELECT user_id FROM withdrawals WHERE id = $1', [id])).rows[0]
				?.user_id ?? null);
	const what = {
		action:
			{ 'topups approve': 'topup.approve', 'topups reject': 'topup.reject', 'withdrawals pay': 'withdrawal.pay' }[
				key
			] ?? 'withdrawal.reject',
		playerId,
		target: `${topup ? 'topup' : 'withdrawal'}:${id}`,
		reason: reason ?? null,
	};
	const by = actor.name;
	const run = {
		'topups approve': () => approveTopup(deps, id, by),
		'topups reject': () => rejectTopup(deps, id, by, needReason(reason)),
		'withdrawals pay': () => payWithdrawal(deps, id, by),
		'withdrawals reject': () => rejectWithdrawal(deps, id, by, needReason(reason)),
	}[key];
	if (!run) throw new OperatorError(`unknown command ${key}`);
	return audited(deps, actor, what, run, (r: { amount: number }) => ({ amount: r.amount }));
}

export async function playerAction(
	deps: Deps,
	actor: Actor,
	cmd: string,
	name: string | undefined,
	arg: string | undefined,
	reason: string,
) {
	const player = await findPlayer(deps.db, name ?? '');
	if (cmd === 'exclude') {
		if (!(EXCLUSION_PERIODS as readonly string[]).includes(arg ?? '')) {
			throw new OperatorError(`period must be one of ${EXCLUSION_PERIODS.join(', ')}`);
		}
		const what = { action: 'player.self_exclude', playerId: player.id, target: arg ?? null, reason };
		const until = () => selfExclude(deps.db, player.id, arg as ExclusionPeriod, 'EXCLUDE', deps.clock.now());
		return { user_name: player.user_name, until: await audited(deps, actor, what, until, (u) => ({ until: u })) };
	}
	const suspended = cmd === 'suspend';
	const what = { action: suspended ? 'player.suspend' : 'player.unsuspend', playerId: player.id, reason };
	await audited(deps, actor, what, () => setSuspended(deps, player.id, suspended, reason));
	return { user_name: player.user_name, suspended };
}

const RACE_ACTIONS: Record<string, string> = {
	result: 'race.result',
	scratch: 'race.scratch',
	void: 'race.void',
	refund: 'race.refund_order',
};

/** The `races` commands that change a race go into the staff audit too, as the office's do; reading ones do not. */
export function auditedRaces<T>(deps: Deps, actor: Actor, { positional, flags }: Args, run: () => Promise<T>) {
	const [, sub, target] = positional;
	const action = RACE_ACTIONS[sub ?? ''];
	if (!action) return run();
	const what = {
		action,
		target: `${sub === 'refund' ? 'race_order' : 'race'}:${target}`,
		reason: flags.reason ?? null,
	};
	return audited(deps, actor, what, run);
}
