// One audited staff decision on a record named by the path's id: read the reason, find the player, run it, audit it.
import type { Context } from 'hono';
import type * as v from 'valibot';
import type { Deps } from '../../deps.ts';
import { audited } from '../../domain/staff/audited.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ok } from '../../http/envelope.ts';
import { actorOf } from '../../http/staff-auth.ts';
import { body } from '../../http/validate.ts';
import { idParam, type WithNote, type WithReason } from './fields.ts';

type Form = typeof WithNote | typeof WithReason;

interface Decision<S extends Form, T> {
	/** What the audit calls it, e.g. 'topup.approve'. */
	action: string;
	/** The record's kind, the audit's target prefix: 'topup' makes 'topup:12'. */
	kind: string;
	/** WithNote where a note may be left out, WithReason where the decision must say why. */
	form: S;
	playerOf(deps: Deps, id: number): Promise<number | null>;
	run(deps: Deps, id: number, staff: string, reason: v.InferOutput<S>['reason']): Promise<T>;
	/** What the audit keeps of the result (ids, amounts), never secrets. */
	describe(result: T): unknown;
}

export const auditedDecision =
	<S extends Form, T>(decision: Decision<S, T>) =>
	async (c: Context<AppEnv>) => {
		const deps = c.get('deps');
		const id = idParam(c);
		const { reason } = await body(c, decision.form);
		const what = {
			action: decision.action,
			playerId: await decision.playerOf(deps, id),
			target: `${decision.kind}:${id}`,
			reason,
		};
		const run = () => decision.run(deps, id, actorOf(c).name, reason);
		return ok(c, await audited(deps, actorOf(c), what, run, decision.describe));
	};
