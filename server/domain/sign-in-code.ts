// A code sent to a player's registered phone so they can sign in on a new device while a stranger's guessing
// slows their name down. The reply is the same whether or not the name exists, so it reveals no accounts.
import { randomUUID } from 'node:crypto';
import type { Deps } from '../deps.ts';
import type { Lang } from '../i18n/language.ts';
import { DomainError } from './errors.ts';
import { hit } from './rate-limit.ts';
import { sendCode } from './verification.ts';

// codes per name per window: enough for a player who mistypes, too few to run up an SMS bill
const PER_NAME = 3;

export async function sendSignInCode(deps: Deps, userName: string, address: string, lang: Lang) {
	const { sendCode: perAddress, windowSeconds } = deps.config.rateLimits;
	try {
		await hit(deps.db, deps.clock, [`signin_code:name:${userName.toLowerCase()}`], PER_NAME, windowSeconds);
	} catch (error) {
		if (error instanceof DomainError) throw new DomainError('signin_code_limited');
		throw error;
	}
	await hit(deps.db, deps.clock, [`signin_code:ip:${address}`], perAddress, windowSeconds);
	const { rows } = await deps.db.query<{ phone: string }>(
		'SELECT phone FROM users WHERE lower(user_name) = lower($1) AND NOT crowd',
		[userName],
	);
	const phone = rows[0]?.phone;
	// no such player: an id that no code will ever match, shaped like a real one
	if (!phone) return { verification_id: randomUUID(), timestamp: deps.clock.now().getTime() };
	return sendCode(deps, phone, lang);
}
