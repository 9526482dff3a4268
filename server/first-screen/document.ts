// The home document with its first screen drawn: the built index.html, whose home and sign-in shells in the player's
// language are replaced by the server's render of the app's home page with the day's meetings and of its sign-in form,
// and the day's replies embedded once as a JSON block (a data block: it never runs, so the CSP has nothing to allow).
import { EMBED_ID, EMBED_SCRIPT } from './embed-script.ts';

export type Lang = 'en' | 'zh';

export interface Embedded {
	/** The address the app asks for the day with, and the server's reply to it. */
	url: string;
	day: string;
	reply: unknown;
	calendar: unknown;
}

/** The language the app starts in, as far as the server can tell: the app's cookie, else the phone's first it has. */
export function documentLang(cookie: string | undefined, acceptLanguage: string | undefined): Lang {
	const chosen = /(?:^|;\s*)lang=(en|zh)(?:;|$)/.exec(cookie ?? '')?.[1];
	if (chosen) return chosen as Lang;
	for (const part of (acceptLanguage ?? '').split(',')) {
		const l = part.trim().toLowerCase().split(/[-;]/)[0];
		if (l === 'zh' || l === 'en') return l;
	}
	return 'en';
}

// JSON inside <script>: '<' written as its escape, so no '</script>' or '<!--' can end or bend the block
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Style attributes are refused by the CSP in markup, and attaching sets no attribute: an element of the first screen
 * looks right at rest from its stylesheet (as the pull-to-refresh indicator does), and its style attribute is dropped.
 */
const withoutStyleAttributes = (html: string) => html.replace(/ style="[^"]*"/g, '');

/** `html` without the ids `other` holds too (the page's frame): one document names an element once. */
function withoutIdsOf(other: string, html: string): string {
	const taken = new Set([...other.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]));
	return html.replace(/ id="([^"]*)"/g, (id, name: string) => (taken.has(name) ? '' : id));
}

/** `index` with the shell `name` replaced by `drawn` (its attributes after the name); `index` as it is without one. */
function withShell(index: string, name: string, attributes: string, drawn: string): string {
	const start = index.indexOf(`<div class="first-shell" data-shell="${name}"`);
	const open = index.indexOf('>', start);
	// the shells follow one another inside #app: this one ends where the next one starts, or where #app ends
	const next = index.indexOf('<div class="first-shell"', open);
	const end = next > 0 ? next : index.indexOf('</div>\n', open);
	if (start < 0 || open < 0 || end < 0) return index;
	const shell = `<div class="first-shell" data-shell="${name}"${attributes}>${withoutStyleAttributes(drawn)}</div>`;
	return index.slice(0, start) + shell + index.slice(end);
}

/**
 * `index` with the home shell of `lang` drawn from `home` and the day embedded, and its sign-in shell drawn from
 * `login` when there is one; `index` as it is if it has no home shell.
 */
export function withFirstScreen(index: string, lang: Lang, home: string, embedded: Embedded, login?: string): string {
	const zh = lang === 'zh' ? '-zh' : '';
	const attrs = ` lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`;
	const drawn = withShell(index, `home${zh}`, `${attrs} inert data-ssr`, home);
	if (drawn === index) return index;
	// the sign-in form takes typing before the app comes, which the app's form takes over (src/lib/shell-typing.ts):
	const both = login === undefined ? drawn : withShell(drawn, `login${zh}`, attrs, withoutIdsOf(home, login));
	const block = `<script type="application/json" id="${EMBED_ID}">${scriptJson(embedded)}</script><script>${EMBED_SCRIPT}</script>`;
	return both
		.replace(/<html lang="en">/, `<html lang="en" data-day="${embedded.day}">`)
		.replace('<noscript>', `${block}\n\t\t<noscript>`);
}
