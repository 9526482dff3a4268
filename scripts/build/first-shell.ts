// Paints the first screen with the HTML: the app's own signed-in home page (while its meetings are on their way) and
// its sign-in form, in English, rendered at build time from the real components (render-first-screens.tsx), not
// copies of them, and put into index.html's #app. The inline check in scripts/build/first-data.ts picks one before
// the first paint (html[data-first]); the app's first render replaces it in the same task, with the same layout
// (tests/e2e/first-shell.test.ts holds the two side by side). Replaced, not taken over: Preact's render over
// existing elements reads and diffs every attribute, which made the home page's first render twice as long on the
// reference phone (docs/performance.md, "A fourth look").
import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

const RENDER = new URL('./render-first-screens.tsx', import.meta.url).pathname;

/** One screen as the app draws it, from a Node process of its own (the app's modules expect a window of their own). */
const screen = (name: 'home' | 'login'): string =>
	execFileSync(process.execPath, ['--import', 'tsx', RENDER, name], {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
	});

/** Both shells, hidden until the inline check names one; inert, so nothing in them takes a tap or focus before the app. */
function firstShellHtml(): string {
	return `<div class="first-shell" data-shell="home" inert>${screen('home')}</div><div class="first-shell" data-shell="login" inert>${screen('login')}</div>`;
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
