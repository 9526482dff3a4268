// What domain code throws when it refuses: a stable code and its parameters, no HTTP status and no words.
// The HTTP edge (server/http/errors.ts) picks the status and the player's language.
import type { BetProblem } from '../../shared/bets/validate.ts';
import { type BetCode, betCode, type ErrorCode, type ErrorParams } from './error-codes.ts';

export type { ErrorCode, ErrorParams } from './error-codes.ts';

type ParamArgs<C extends ErrorCode> =
	Record<string, never> extends ErrorParams<C> ? [params?: ErrorParams<C>] : [params: ErrorParams<C>];

/** A refusal a player may see; its params must never echo what they typed beyond a field's name. */
export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
	readonly params: ErrorParams<C>;

	constructor(
		readonly code: C,
		...[params]: ParamArgs<C>
	) {
		super(code);
		this.name = 'DomainError';
		this.params = params ?? ({} as ErrorParams<C>);
	}
}

/** The bet form's problem, refused with the same words the form shows. */
export const betRefusal = (problem: BetProblem) =>
	new DomainError(betCode(problem.code) as BetCode, problem.params ?? {});

/** A refusal only an operator sees (CLI, /api/admin/run): plain English, never shown to players. */
export class OperatorError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'OperatorError';
	}
}
