// A refusal that says when to come back: a sign-in delay (rate_limited) or a full hashing queue (server_busy).
import { DomainError } from './errors.ts';

export class RetryLater extends DomainError<'rate_limited' | 'server_busy'> {
	constructor(
		code: 'rate_limited' | 'server_busy',
		readonly seconds: number,
	) {
		super(code);
	}
}
