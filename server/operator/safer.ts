// `safer <user_name>`: a player's safer-play settings and every change to them, for the operator.
import type { Deps } from '../deps.ts';
import { history } from '../domain/safer/audit.ts';
import { settings } from '../domain/safer/settings.ts';
import { findUser } from './players.ts';

export async function saferReport(deps: Deps, name: string | undefined) {
	const user = await findUser(deps.db, name);
	return {
		user_name: user.user_name,
		settings: await settings(deps.db, user.id, deps.clock.now()),
		history: await history(deps.db, user.id),
	};
}
