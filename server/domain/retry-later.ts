// A refusal that says when to come back: a sign-in delay (rate_limited, or signin_needs_code while the name is
// being guessed at), a full hashing queue (server_busy), or an address asking more of it than its share
// (signin_address_busy).
import { DomainError } from './errors.ts';

export class RetryLater extends DomainError<
	'rate_limited' | 'server_busy' | 'signin_needs_code' | 'signin_address_busy'
> {
	constructor(
		code: 'rate_limited' | 'server_busy' | 'signin_needs_code' | 'signin_address_busy',
		readonly seconds: number,
	) {
		super(code);
	}
}
