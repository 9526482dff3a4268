// index.html's comments explain the page to its readers, not to the browser: they leave the built page, whose every
// byte is on the first screen's path.
import type { Plugin } from 'vite';

/** `html` without its comments; the page's inline scripts hold none, so no script is cut. */
export const withoutComments = (html: string) => html.replace(/[ \t]*<!--[\s\S]*?-->\n?/g, '');

export function noHtmlComments(): Plugin {
	return {
		name: 'horse-club-no-html-comments',
		apply: 'build',
		transformIndexHtml: { order: 'post', handler: withoutComments },
	};
}
