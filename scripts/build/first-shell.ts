// Paints the first screen with the HTML: the shell of the signed-in home page (header, day picker, event tabs, a
// loading list, the tab bar) and the login form, in English, put into index.html's #app at build time. The inline
// check in scripts/build/first-data.ts picks one before the first paint (html[data-first]); the app's first render
// replaces it in the same task, with the same layout (tests/e2e/first-shell.test.ts holds the two side by side).
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

type Table = Record<string, unknown>;
const table = (area: string): Table => JSON.parse(readFileSync(`src/i18n/en/${area}.json`, 'utf8')) as Table;

/** The English text of `area.key.sub`, escaped for HTML; a missing key fails the build rather than ship a key. */
function text(key: string): string {
	const [area, ...path] = key.split('.');
	let value: unknown = table(area!);
	for (const part of path) value = (value as Table | undefined)?.[part];
	if (typeof value !== 'string') throw new Error(`first shell: no English text for ${key}`);
	return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

const mark = (size: number) =>
	`<svg viewBox="0 0 32 32" width="${size}" height="${size}" aria-hidden="true" class="mark"><rect width="32" height="32" rx="8"></rect><path d="M10.3 10.3A8 8 0 1 0 21.7 10.3"></path></svg>`;

const icon = (d: string) =>
	`<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="${d}" fill="none" stroke="currentColor" stroke-width="1.8"></path></svg>`;

const TABS: [string, string, string][] = [
	['#/', 'shell.tabHome', 'M3 11 12 3l9 8v10h-6v-6H9v6H3z'],
	['#/pages/order/list', 'shell.tabOrder', 'M5 3h14v18H5zM8 8h8M8 12h8M8 16h5'],
	['#/pages/sport/sport', 'shell.tabSport', 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18'],
	['#/pages/account/account', 'shell.tabAccount', 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0'],
];

const skip = () => `<button type="button" class="skip-link">${text('shell.skip')}</button>`;

function home(): string {
	const days = ['race.yesterday', 'race.today', 'race.tomorrow']
		.map((k) => `<button type="button" aria-pressed="${k === 'race.today'}">${text(k)}</button>`)
		.join('');
	const types = ['Races', 'Harness', 'Greyhounds']
		.map((k, i) => `<button type="button" role="tab" aria-selected="${i === 0}">${text(`race.type.${k}`)}</button>`)
		.join('');
	const tabs = TABS.map(
		([href, key, d], i) =>
			`<a href="${href}"${i === 0 ? ' aria-current="page"' : ''} class="tab">${icon(d)}<span>${text(key)}</span></a>`,
	).join('');
	return `${skip()}<div class="page page-tabbed"><main class="page-body"><div class="ptr"><div class="ptr-indicator"></div><header class="header home-header"><h1 class="header-title">${mark(28)}${text('titles.home')}</h1><p class="home-balance"><span>${text('race.balance')}</span> <strong>—</strong></p></header><nav class="day-picker">${days}</nav><div role="tablist" class="tab-switcher">${types}</div><section class="live-slot"><button type="button" class="btn live-toggle">${text('race.live')}</button></section><button type="button" class="btn btn-primary bet-toggle">${text('race.placeBet')}</button><div><div class="loading"><span aria-hidden="true" class="spinner"></span><span>${text('shell.loading')}</span></div></div></div></main><nav class="tab-bar">${tabs}</nav></div>`;
}

function login(): string {
	const field = (label: string, type: string) =>
		`<div class="auth-field"><label>${text(label)}</label><div class="auth-input-row"><input type="${type}"></div></div>`;
	return `${skip()}<div class="page"><main class="page-body"><header class="header"><h1 class="header-title">${text('titles.login')}</h1></header><h2 class="auth-brand">${mark(40)}${text('session.brand')}</h2><form class="auth">${field('session.userName', 'text')}${field('session.password', 'password')}<button type="button" class="btn btn-primary auth-submit">${text('session.signIn')}</button><p class="auth-switch"><a href="#/pages/login/register">${text('session.toRegister')}</a></p></form></main></div>`;
}

/** Both shells, hidden until the inline check names one; inert, so nothing in them takes a tap or focus before the app. */
function firstShellHtml(): string {
	return `<div class="first-shell" data-shell="home" inert>${home()}</div><div class="first-shell" data-shell="login" inert>${login()}</div>`;
}

export function firstShell(): Plugin {
	return {
		name: 'horse-club-first-shell',
		apply: 'build',
		transformIndexHtml: {
			order: 'post',
			handler: (html) => html.replace('<div id="app"></div>', `<div id="app">${firstShellHtml()}</div>`),
		},
	};
}
