// A money POST under its Idempotency-Key with the shape its reply must have, and the read-back of that key
// (GET /replies), for when the reply came but could not be read: the app asks what became of it before it offers
// to send again, and asking never sends the action.
import { type GenericSchema, looseObject, nullable, number, safeParse, unknown } from 'valibot';
import { normalise } from './envelope.ts';
import { ApiError, BAD_REPLY, REJECTED } from './errors.ts';
import type { Http } from './http.ts';
import { oneOf } from './shapes/common.ts';

/**
 * What the server holds for a key: nothing (never arrived, or undone), still in progress, its final reply, or
 * `expired`: the key is older than the replies are kept, so what became of it cannot be told.
 */
export type ReadBack<R> =
	| { state: 'none' | 'pending' | 'expired' }
	| { state: 'done'; data: R }
	/** Its final reply was a refusal, as the POST would have raised it. */
	| { state: 'refused'; error: ApiError };

export interface MoneyPost<R> {
	(payload: unknown, idempotencyKey: string): Promise<{ data: R }>;
	/** `ageMs`: how long ago the key was made, so the server can tell a key it has forgotten from one it never saw. */
	readBack(idempotencyKey: string, ageMs?: number | null): Promise<ReadBack<R>>;
}

const stored = looseObject({
	state: oneOf(['none', 'pending', 'done', 'expired']),
	status: nullable(number()),
	reply: unknown(),
});
const envelope = looseObject({ status: number() });

export function moneyPost<R>(http: Pick<Http, 'get' | 'post'>, route: string, schema: GenericSchema): MoneyPost<R> {
	const post = (payload: unknown, idempotencyKey: string) => http.post<R>(route, payload, { idempotencyKey, schema });
	async function readBack(idempotencyKey: string, ageMs?: number | null): Promise<ReadBack<R>> {
		const params: Record<string, string> = { route, key: idempotencyKey };
		if (ageMs != null) params.age = String(Math.floor(ageMs));
		const { data } = await http.get<{
			state: 'none' | 'pending' | 'done' | 'expired';
			status: number | null;
			reply: unknown;
		}>('/replies', { params, schema: stored });
		if (data.state !== 'done') return { state: data.state };
		const httpStatus = data.status ?? 0;
		if (!safeParse(envelope, data.reply).success) throw new ApiError(BAD_REPLY, 'stored reply unread', httpStatus);
		const reply = normalise<unknown>(httpStatus, data.reply);
		if (reply.status !== 200 || httpStatus !== 200) {
			const error = new ApiError(REJECTED, reply.message, reply.status, httpStatus, reply.data, reply.reason);
			return { state: 'refused', error };
		}
		const checked = safeParse(schema, reply.data);
		if (!checked.success) throw new ApiError(BAD_REPLY, 'stored reply did not fit', httpStatus);
		return { state: 'done', data: checked.output as R };
	}
	return Object.assign(post, { readBack });
}
