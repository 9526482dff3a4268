// The office's password step under attack as the player's is: the same throttle (a name from one address, a name
// from anywhere, an address's cap on failures) and the same hashing queue, fair between addresses, so guessing at
// staff names costs no more than guessing at players'. Staff have no phone code: a slowed name is told to wait.
// Every refusal is in the staff audit (sign-in-audit.ts).
import type { Deps } from '../../deps.ts';
import { DomainError } from '../errors.ts';
import { hashingSeat } from '../passwords.ts';
import { RetryLater } from '../retry-later.ts';
import { claimAttempt } from '../sign-in-throttle.ts';
import { checkStaffPassword, type StaffRow } from './accounts.ts';
import { auditRefusedSignIn } from './sign-in-audit.ts';

/** The account, or wrong_credentials (a failure counted), or a RetryLater (nothing hashed); refusals audited. */
export function staffPasswordStep(deps: Deps, userName: string, password: string, address: string) {
	return passwordStep(deps, userName, password, address).catch(async (error: unknown) => {
		await auditRefusedSignIn(deps, userName, address, error);
		throw error;
	});
}

async function passwordStep(deps: Deps, userName: string, password: string, address: string) {
	const lane = { caller: address };
	// the name's buckets are kept apart from a player's of the same name:
	const attempt = { name: `staff:${userName}`, deviceId: '', address, trusted: false };
	const claim = await claimAttempt(deps, attempt, () => hashingSeat(deps.config, lane)).catch((error: unknown) => {
		throw error instanceof RetryLater && error.code === 'signin_needs_code'
			? new RetryLater('rate_limited', error.seconds)
			: error;
	});
	let staff: StaffRow;
	try {
		staff = await checkStaffPassword(deps, userName, password, lane);
	} catch (error) {
		if (error instanceof DomainError && error.code === 'wrong_credentials') await claim.failed();
		// no answer on the password (a full hashing queue) is no failed guess:
		else await claim.cleared();
		throw error;
	}
	await claim.cleared();
	return staff;
}
