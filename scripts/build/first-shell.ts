// Paints the first screen with the HTML: the app's own signed-in home page (while its meetings are on their way) and
// its sign-in form, in English and in Chinese, rendered at build time from the real components
// (render-first-screens.tsx), not copies of them, and put into index.html's #app. The Chinese pair costs little
// brotli, being the same markup as the English pair; without it a Chinese player saw nothing until the app and its
// Chinese text had arrived. The inline check in scripts/build/first-data.ts picks one before
// the first paint (html[data-first]); the app's first render replaces it in the same task, with the same layout
// (tests/e2e/first-shell.test.ts holds the two side by side). Replaced, not taken over: Preact's render over
// existing elements reads and diffs every attribute, which made the home page's first render much longer on the
// reference phone (docs/history/performance-log.md).
import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

const RENDER = new URL('./render-first-screens.tsx', import.meta.url).pathname;

type Screen = 'home' | 'login';
type Lang = 'en' | 'zh';

/** One screen as the app draws it, from a Node process of its own (the app's modules expect a window of their own). */
const screen = (name: Screen, lang: Lang): string =>
	execFileSync(process.execPath, ['--import', 'tsx', RENDER, name, lang], {
		encoding: 'utf8',
		stdio: ['ignore', 'pipe', 'inherit'],
	});

/** The inline check's name for a shell (html[data-first]): the screen, with '-zh' for the Chinese one. */
const shellName = (name: Screen, lang: Lang) => (lang === 'zh' ? `${name}-zh` : name);

/** The four shells, hidden until the inline check names one. The home page's is inert: nothing in it takes a tap or
 * focus before the app. The sign-in form's takes typing and a send, which the app takes over (src/lib/shell-typing.ts). */
function firstShellHtml(): string {
	const shells: [Screen, Lang][] = [
		['home', 'en'],
		['login', 'en'],
		['home', 'zh'],
		['login', 'zh'],
	];
	return shells
		.map(
			([name, lang]) =>
				// no lang of its own: the inline check sets the page's when it names a Chinese shell
				`<div class="first-shell" data-shell="${shellName(name, lang)}"${name === 'home' ? ' inert' : ''}>${screen(name, lang)}</div>`,
		)
		.join('');
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
