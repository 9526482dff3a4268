// Hash history with a page stack: the depth of each entry lives in history.state, so it survives reloads.
import { batch, computed, signal } from '@preact/signals';
import { readOnly } from '../../shared/lib/read-only.ts';

export interface ParsedUrl {
	url: string;
	path: string;
	query: Record<string, string>;
}

export interface EventHost {
	addEventListener(type: string, listener: () => void): void;
	removeEventListener(type: string, listener: () => void): void;
}

type NavWindow = EventHost & {
	location: Pick<Location, 'hash'>;
	history: Pick<History, 'state' | 'pushState' | 'replaceState' | 'back' | 'forward'>;
};

const TRAILING_SLASHES = /\/+$/;

/** '#/pages/x/y?a=1' → { url: '/pages/x/y?a=1', path: '/pages/x/y', query: { a: '1' } } */
export function parseHash(hash: string): ParsedUrl {
	let url = hash.replace(/^#/, '') || '/';
	if (url[0] !== '/') url = `/${url}`;
	const q = url.indexOf('?');
	const path = (q < 0 ? url : url.slice(0, q)).replace(TRAILING_SLASHES, '') || '/';
	const query = Object.fromEntries(new URLSearchParams(q < 0 ? '' : url.slice(q + 1)));
	return { url, path, query };
}

export function createHashNav(win: NavWindow) {
	const url = signal(parseHash(win.location.hash).url);
	const depth = signal(1);
	let pushed = false;

	const readDepth = (): number | undefined => {
		const d = (win.history.state as { depth?: unknown } | null)?.depth;
		return typeof d === 'number' && d > 0 ? d : undefined;
	};
	const write = (path: string, replace: boolean) => {
		const to = parseHash(path).url;
		const d = replace ? depth.peek() : depth.peek() + 1;
		win.history[replace ? 'replaceState' : 'pushState']({ depth: d }, '', `#${to}`);
		pushed = !replace;
		batch(() => {
			depth.value = d;
			url.value = to;
		});
	};
	// back/forward, links to '#/…' and typed URLs all land here:
	const sync = () => {
		const next = parseHash(win.location.hash).url;
		let d = readDepth();
		// a fragment navigation made a new entry without our state, so it is a push:
		if (d === undefined) {
			d = depth.peek() + (next === url.peek() ? 0 : 1);
			win.history.replaceState({ depth: d }, '');
		}
		pushed = d > depth.peek();
		batch(() => {
			depth.value = d;
			url.value = next;
		});
	};

	const initial = readDepth();
	if (initial === undefined) win.history.replaceState({ depth: 1 }, '');
	else depth.value = initial;
	win.addEventListener('popstate', sync);
	win.addEventListener('hashchange', sync);

	return {
		...readOnly({ url, depth }),
		wasPush: () => pushed,
		navigate: (path: string) => write(path, false),
		redirect: (path: string) => write(path, true),
		/** Header back: with a single page on the stack go home, otherwise step back. */
		back: () => (depth.peek() <= 1 ? write('/', true) : win.history.back()),
		forward: () => win.history.forward(),
		stop: () => {
			win.removeEventListener('popstate', sync);
			win.removeEventListener('hashchange', sync);
		},
	};
}

export type HashNav = ReturnType<typeof createHashNav>;

let shared: HashNav | undefined;
export const appNav = (): HashNav => {
	shared ??= createHashNav(window);
	return shared;
};

export const navigate = (path: string) => appNav().navigate(path);
export const redirect = (path: string) => appNav().redirect(path);
export const back = () => appNav().back();
export const currentUrl = computed(() => appNav().url.value);
