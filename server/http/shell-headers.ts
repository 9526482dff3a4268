// What the server adds to index.html replies, read from the built file and again whenever it is rebuilt:
// - the CSP hashes of its inline <style> and <script> blocks (the build inlines the first paint's stylesheet), so
//   exactly those blocks run without opening 'unsafe-inline';
// - a Link header naming its module scripts and module preloads, so the browser asks for the entry script as the headers arrive
//   instead of once the page is parsed: on a slow phone that parse is worth a good part of a round trip.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ShellHeaders {
	styles: string[];
	scripts: string[];
	/** The Link header value, or '' when the page has no module script. */
	link: string;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The headers an HTML text calls for; scripts with a src are not inline, module scripts with one are preloaded. */
export function shellHeadersOf(html: string): ShellHeaders {
	const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1] ?? ''));
	const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
		sha256(m[1] ?? ''),
	);
	// the entry is a module script, or a modulepreload that an inline script imports once the first screen has painted
	// (scripts/build/start-after-paint.ts):
	const link = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g)]
		.map(([tag]) => ({ src: /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1], cors: /\bcrossorigin\b/.test(tag) }))
		// a path on this origin only: not '//host/…', no '..', nothing that could break out of the header
		.filter((s) => s.src && /^\/(?!\/)[\w./-]+$/.test(s.src) && !s.src.includes('..'))
		.map((s) => `<${s.src}>; rel=modulepreload${s.cors ? '; crossorigin' : ''}`)
		.join(', ');
	return { styles, scripts, link };
}

export const NO_SHELL: ShellHeaders = { styles: [], scripts: [], link: '' };

/** Reads dist/index.html's headers, again only when its mtime changes; none when the app is not built. */
export function shellHeadersFrom(distDir: string): () => ShellHeaders {
	const file = join(distDir, 'index.html');
	let seen = -1;
	let headers = NO_SHELL;
	return () => {
		try {
			const mtime = statSync(file).mtimeMs;
			if (mtime !== seen) [seen, headers] = [mtime, shellHeadersOf(readFileSync(file, 'utf8'))];
		} catch {
			[seen, headers] = [-1, NO_SHELL];
		}
		return headers;
	};
}
