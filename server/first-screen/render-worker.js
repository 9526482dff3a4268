// Draws one first screen (the home page, or the sign-in form) in a worker thread of its own: the app's modules read a window, storage and the
// network as they load, so they get stand-ins here, never in the server's own thread; a fresh worker per render, so
// no state of one day's render (the race lists, the language) is left for the next. Plain JavaScript: worker threads
// do not inherit tsx.
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ bundle: string, screen: 'home' | 'login', lang: 'en' | 'zh', dayUrl?: string, dayReply?: unknown, calendarReply?: unknown }} */
const input = workerData;
const noop = () => {};

/** @param {Record<string, string>} entries */
function memoryStorage(entries) {
	const map = new Map(Object.entries(entries));
	return {
		getItem: (/** @type {string} */ k) => map.get(k) ?? null,
		setItem: (/** @type {string} */ k, /** @type {string} */ v) => void map.set(k, String(v)),
		removeItem: (/** @type {string} */ k) => void map.delete(k),
		clear: () => map.clear(),
		key: (/** @type {number} */ i) => [...map.keys()][i] ?? null,
		get length() {
			return map.size;
		},
	};
}

/** @param {unknown} body */
const json = (body) =>
	Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

/** A signed-in player's window at the home page, with the day's replies on the network, or a visitor's at the sign-in
 * form; in the given language. */
function installWindow() {
	/** @type {Record<string, unknown>} */
	const g = /** @type {never} */ (globalThis);
	const calendar = /** @type {{ data?: unknown } | null} */ (input.calendarReply)?.data;
	const home = input.screen === 'home';
	const hash = home ? '#/' : '#/pages/login/login';
	const session = home ? { token: 'first-screen', refresh_token: 'first-screen', user_name: 'player' } : {};
	const events = { addEventListener: noop, removeEventListener: noop, dispatchEvent: () => true };
	Object.assign(g, events, {
		window: g,
		self: g,
		document: {
			...events,
			documentElement: { lang: input.lang, dataset: {}, style: {}, setAttribute: noop },
			visibilityState: 'visible',
			getElementById: () => null,
			querySelector: () => null,
		},
		location: {
			hash,
			href: `http://localhost/app/${hash}`,
			pathname: '/app/',
			search: '',
			origin: 'http://localhost',
		},
		history: { state: null, pushState: noop, replaceState: noop, back: noop },
		localStorage: memoryStorage({
			...session,
			lang: input.lang,
			...(calendar ? { 'race-calendar': JSON.stringify(calendar) } : {}),
		}),
		sessionStorage: memoryStorage({}),
		matchMedia: () => ({ matches: false, addEventListener: noop, removeEventListener: noop }),
		requestAnimationFrame: (/** @type {() => void} */ fn) => setTimeout(fn, 16),
		cancelAnimationFrame: clearTimeout,
		scrollTo: noop,
		innerWidth: 375,
		innerHeight: 812,
	});
	// the device's clock is the racing zone's (the calendar's offset), as most players' phones are:
	const offset = /** @type {{ utc_offset?: number } | undefined} */ (calendar)?.utc_offset;
	if (typeof offset === 'number') Date.prototype.getTimezoneOffset = () => -offset;
	Object.defineProperty(g, 'navigator', { configurable: true, value: { languages: [input.lang], onLine: true } });
	g.fetch = (/** @type {string} */ url) => {
		if (input.dayUrl && String(url) === input.dayUrl) return json(input.dayReply);
		if (String(url).startsWith('/api/events/calendar') && input.calendarReply) return json(input.calendarReply);
		return new Promise(noop);
	};
}

try {
	installWindow();
	const { renderFirstScreen } = await import(input.bundle);
	parentPort?.postMessage({ html: await renderFirstScreen(input.screen) });
} catch (error) {
	parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}
