// The window the app's modules expect, for the render worker: a signed-in player's storage in the given language,
// the address of the home page, and a network that answers the day's two replies and leaves the rest unanswered.
export interface FirstInput {
	lang: 'en' | 'zh';
	/** The address the app asks for the day with, and the reply it gets. */
	dayUrl: string;
	dayReply: unknown;
	calendarReply: unknown;
}

const noop = () => {};

function memoryStorage(entries: Record<string, string>) {
	const map = new Map(Object.entries(entries));
	return {
		getItem: (k: string) => map.get(k) ?? null,
		setItem: (k: string, v: string) => void map.set(k, String(v)),
		removeItem: (k: string) => void map.delete(k),
		clear: () => map.clear(),
		key: (i: number) => [...map.keys()][i] ?? null,
		get length() {
			return map.size;
		},
	};
}

const json = (body: unknown) =>
	Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

export function installWindow(input: FirstInput) {
	const g = globalThis as Record<string, unknown>;
	const calendar = (input.calendarReply as { data?: unknown } | null)?.data;
	const storage = memoryStorage({
		token: 'first-screen',
		refresh_token: 'first-screen',
		user_name: 'player',
		lang: input.lang,
		...(calendar ? { 'race-calendar': JSON.stringify(calendar) } : {}),
	});
	const location = {
		hash: '#/',
		href: 'http://localhost/app/#/',
		pathname: '/app/',
		search: '',
		origin: 'http://localhost',
	};
	const events = { addEventListener: noop, removeEventListener: noop, dispatchEvent: () => true };
	const document = {
		...events,
		documentElement: { lang: input.lang, dataset: {}, style: {}, setAttribute: noop },
		visibilityState: 'visible',
		getElementById: () => null,
		querySelector: () => null,
	};
	Object.assign(g, events, {
		window: g,
		self: g,
		document,
		location,
		history: { state: null, pushState: noop, replaceState: noop, back: noop },
		localStorage: storage,
		sessionStorage: memoryStorage({}),
		matchMedia: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
		requestAnimationFrame: (fn: () => void) => setTimeout(fn, 16),
		cancelAnimationFrame: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
		scrollTo: noop,
		innerWidth: 375,
		innerHeight: 812,
	});
	Object.defineProperty(g, 'navigator', { configurable: true, value: { languages: [input.lang], onLine: true } });
	g.fetch = (url: string) => {
		const path = String(url);
		if (path === input.dayUrl) return json(input.dayReply);
		if (path.startsWith('/api/events/calendar') && input.calendarReply) return json(input.calendarReply);
		return new Promise(noop);
	};
}
