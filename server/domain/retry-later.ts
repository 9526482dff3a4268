// A refusal that says when to come back: a sign-in delay (rate_limited, or signin_needs_code while the name is
// being guessed at) or a full hashing queue (server_busy).
import { DomainError } from './errors.ts';

export class RetryLater extends DomainError<'rate_limited' | 'server_busy' | 'signin_needs_code'> {
	constructor(
		code: 'rate_limited' | 'server_busy' | 'signin_needs_code',
		readonly seconds: number,
	) {
		super(code);
	}
}
