// Runs one staff action and writes it to the audit, done or refused, with who, what and why.
import type { Deps } from '../../deps.ts';
import { DomainError, OperatorError } from '../errors.ts';
import { type Actor, type AuditEntry, recordAction } from './audit.ts';

type What = Omit<AuditEntry, 'outcome' | 'detail'> & { detail?: unknown };

/** `describe` picks from the result what the audit keeps (ids, amounts), never secrets. */
export async function audited<T>(
	deps: Deps,
	actor: Actor,
	what: What,
	action: () => Promise<T>,
	describe: (result: T) => unknown = () => what.detail,
): Promise<T> {
	let result: T;
	try {
		result = await action();
	} catch (err) {
		if (err instanceof DomainError || err instanceof OperatorError) {
			const refusal = err instanceof DomainError ? { code: err.code, params: err.params } : { message: err.message };
			await recordAction(deps.db, actor, { ...what, outcome: 'refused', detail: refusal }, deps.clock.now());
		}
		throw err;
	}
	await recordAction(deps.db, actor, { ...what, outcome: 'ok', detail: describe(result) }, deps.clock.now());
	return result;
}
