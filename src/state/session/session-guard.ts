// Sign-in guard: signed-out players land on login, signed-in players skip login and sign-up. A page opened while
// signed out rides along in the login URL (?redirect=) and is where the player goes once signed in.
import { effect, type ReadonlySignal } from '@preact/signals';
import { LOGIN_PATH } from './session-model.ts';

const REGISTER_PATH = '/pages/login/register';
const HOME_PATH = '/';
const RETURN = 'redirect';

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

const pathOf = (url: string) => url.split('?')[0]?.replace(/\/+$/, '') || '/';

/**
 * The page a login URL asks to return to, route and query, or null: only a private page of this app, never a
 * path that leaves it ('//host', '/\\host') and never login itself.
 */
export function returnPath(url: string, findRoute: (path: string) => GuardedRoute | undefined): string | null {
	const to = new URLSearchParams(url.split('?')[1] ?? '').get(RETURN) ?? '';
	if (!/^\/(?![/\\])/.test(to) || to.includes('\\')) return null;
	const route = findRoute(pathOf(to));
	return route && !route.public ? to : null;
}

export interface GuardDeps {
	/** The current hash URL, e.g. '/pages/order/list?x=1'. */
	url: ReadonlySignal<string>;
	loggedIn: ReadonlySignal<boolean>;
	findRoute(path: string): GuardedRoute | undefined;
	redirect(path: string): void;
}

/** Re-checks on every navigation and every sign-in or sign-out; runs before the page renders. */
export function startSessionGuard(deps: GuardDeps): () => void {
	return effect(() => {
		const url = deps.url.value;
		const path = pathOf(url);
		let to = guardRedirect(path, deps.findRoute(path), deps.loggedIn.value);
		// home needs no return: it is where a sign-in lands anyway
		if (to === LOGIN_PATH && path !== HOME_PATH) to += `?${RETURN}=${encodeURIComponent(url)}`;
		else if (to === HOME_PATH) to = returnPath(url, deps.findRoute) ?? HOME_PATH;
		if (to && to !== path) deps.redirect(to);
	});
}
