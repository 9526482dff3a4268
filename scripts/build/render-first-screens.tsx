// Renders the app's own first screens, as the app's first render draws them, for index.html: the signed-in home page
// while its meetings are on their way, and the sign-in form. Run by scripts/build/first-shell.ts in a process of its
// own (`node --import tsx <screen> <en|zh>`) per screen and language, in a happy-dom window with the app's text in that
// language; prints the screen's HTML.
import './no-css.ts';
import { existsSync, readdirSync } from 'node:fs';
import { Window } from 'happy-dom';

type Screen = 'home' | 'login';
const SCREENS: Record<Screen, { hash: string; signedIn: boolean }> = {
	home: { hash: '#/', signedIn: true },
	login: { hash: '#/pages/login/login', signedIn: false },
};

const screen = process.argv[2] as Screen;
const chinese = process.argv[3] === 'zh';
const { hash, signedIn } = SCREENS[screen];
const window = new Window({ url: `http://127.0.0.1/app/${hash}`, width: 375, height: 812 });
// the globals the app's modules read as they load and render (their DOM, storage and timers):
const host = window as unknown as Record<string, unknown>;
for (const name of ['window', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage']) {
	Object.defineProperty(globalThis, name, { configurable: true, writable: true, value: host[name] });
}
for (const name of ['matchMedia', 'requestAnimationFrame', 'cancelAnimationFrame', 'addEventListener', 'scrollTo']) {
	Object.defineProperty(globalThis, name, { configurable: true, value: (host[name] as () => unknown).bind(window) });
}
// the page's requests never answer: the first screen is drawn as it is while they are on their way
globalThis.fetch = () => new Promise<Response>(() => {});
// the player's choice, as the app keeps it (src/i18n/index.ts):
if (chinese) localStorage.setItem('lang', 'zh');
if (signedIn)
	for (const [k, v] of Object.entries({ token: 't', refresh_token: 'r', user_name: 'player' }))
		localStorage.setItem(k, v);

// imported once the window is in place, as the app's entry does (src/main.tsx), in the same order:
const { render } = await import('preact');
const { App } = await import('../../src/app.tsx');
const { ErrorBoundary } = await import('../../src/components/error-boundary.tsx');
const { initLanguage, setAreaCatalogue } = await import('../../src/i18n/index.ts');
const { parseHash } = await import('../../src/lib/hash-nav.ts');
const { findRoute } = await import('../../src/routes.ts');

// the text areas from their files (the app's catalogue, src/i18n/area-loaders.ts, is Vite's import.meta.glob):
const folder = (lang: string) => new URL(`../../src/i18n/${lang}/`, import.meta.url);
const loader = (lang: string, file: string) => () => import(new URL(file, folder(lang)).href).then((m) => m.default);
const areas = Object.fromEntries(
	readdirSync(folder('en'))
		.filter((f) => /^\w+\.(json|ts)$/.test(f) && f !== 'index.ts')
		.map((f) => [
			f.replace(/\.\w+$/, ''),
			existsSync(new URL(f, folder('zh'))) ? { en: loader('en', f), zh: loader('zh', f) } : { en: loader('en', f) },
		]),
);
setAreaCatalogue(() => Promise.resolve(areas));

/**
 * Attributes the shell does without (the app's own first render replaces it): style attributes, which the strict CSP
 * refuses in markup (the app sets them through the DOM); ids and the attributes naming them, which both shells would
 * hold twice in one document; and what only the app's behaviour or a screen reader uses, the shell being inert until
 * the app comes (the stylesheets' attribute selectors read none of these).
 */
const NOT_IN_THE_SHELL = [
	'style',
	'id',
	'for',
	'aria-controls',
	'aria-labelledby',
	'aria-label',
	'aria-live',
	'aria-hidden',
	'aria-expanded',
	'tabindex',
	'data-phase',
	'autocomplete',
	'autocapitalize',
	'novalidate',
];

/** The screen as the HTML carries it: without NOT_IN_THE_SHELL, and without the day picker's days named by date (the
 * build's dates; the three named by word stay). */
function forTheHtml(root: Element) {
	for (const el of root.querySelectorAll('*')) for (const name of NOT_IN_THE_SHELL) el.removeAttribute(name);
	// what no stylesheet reads and no tap needs: the false states, roles but the tab's, a button's type outside a form
	for (const name of ['aria-pressed', 'aria-selected', 'aria-busy'])
		for (const el of root.querySelectorAll(`[${name}=false]`)) el.removeAttribute(name);
	for (const el of root.querySelectorAll('[role]:not([role=tab])')) el.removeAttribute('role');
	for (const el of root.querySelectorAll('button[type=button]')) if (!el.closest('form')) el.removeAttribute('type');
	// the home page's shell is inert (first-shell.ts): its links lead nowhere until the app has replaced them
	if (screen === 'home') for (const el of root.querySelectorAll('a[href]')) el.removeAttribute('href');
	for (const day of root.querySelectorAll('.day-picker button')) {
		if (/^\d\d-\d\d$/.test(day.textContent ?? '')) day.remove();
	}
}

const route = findRoute(parseHash(location.hash).path);
if (!route) throw new Error(`no route for ${hash}`);
if (signedIn) route.prefetch?.();
await Promise.all([initLanguage(), route.page.preload()]);
const root = document.createElement('div');
document.body.appendChild(root);
// the first render as it stands, before its effects: what the app's own first render draws
let failed: unknown;
render(
	<ErrorBoundary where="shell" report={(error) => (failed ??= error)}>
		<App />
	</ErrorBoundary>,
	root as unknown as Element,
);
const shot = root.cloneNode(true) as unknown as Element;
forTheHtml(shot);
// a screen that failed to render (a boundary shows its error view a render later) fails the build, rather than ship
// the error view as the first screen:
await new Promise((next) => setTimeout(next, 0));
if (failed || root.querySelector('.page-error')) {
	console.error(`first screen '${screen}' did not render:`, failed ?? root.innerHTML);
	process.exit(1);
}
process.stdout.write(shot.innerHTML);
// the app's timers (the session's beat, the first screen's limits) would keep the process alive:
process.exit(0);
