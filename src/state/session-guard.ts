// Sign-in guard: signed-out players land on login, signed-in players skip login and sign-up.
import { effect, type ReadonlySignal } from '@preact/signals';
import { LOGIN_PATH } from './session-model.ts';

const REGISTER_PATH = '/pages/login/register';
const HOME_PATH = '/';

interface GuardedRoute {
	public?: boolean;
}

/** Where the player must go instead of path, or null to stay; unknown paths are left to the not-found page. */
export function guardRedirect(path: string, route: GuardedRoute | undefined, loggedIn: boolean): string | null {
	if (!route) return null;
	if (loggedIn && (path === LOGIN_PATH || path === REGISTER_PATH)) return HOME_PATH;
	if (!loggedIn && !route.public) return LOGIN_PATH;
	return null;
}

export interface GuardDeps {
	/** The current hash URL, e.g. '/pages/order/list?x=1'. */
	url: ReadonlySignal<string>;
	loggedIn: ReadonlySignal<boolean>;
	findRoute(path: string): GuardedRoute | undefined;
	redirect(path: string): void;
}

const pathOf = (url: string) => url.split('?')[0]?.replace(/\/+$/, '') || '/';

/** Re-checks on every navigation and every sign-in or sign-out; runs before the page renders. */
export function startSessionGuard(deps: GuardDeps): () => void {
	return effect(() => {
		const path = pathOf(deps.url.value);
		const to = guardRedirect(path, deps.findRoute(path), deps.loggedIn.value);
		if (to && to !== path) deps.redirect(to);
	});
}
