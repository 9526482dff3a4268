// The club's tokens are written as CSS custom properties (src/styles/base.css, so every stylesheet names them) and
// shipped as plain values: a token that :root defines and nothing else redefines has each var() replaced at build,
// and its definition dropped, so no page pays bytes for the indirection. A token redefined (--bar, which the offline
// bar changes) stays a live property.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const ROOT = /:root\s*\{([^}]*)\}/;
const DECLARATION = /(--[\w-]+)\s*:\s*([^;]+);/g;

/** The tokens base.css defines once in :root: name → value. */
export function readTokens(css: string): Map<string, string> {
	const root = ROOT.exec(css)?.[1] ?? '';
	const tokens = new Map([...root.matchAll(DECLARATION)].map((m) => [m[1] as string, (m[2] as string).trim()]));
	const outside = css.replace(ROOT, '');
	for (const m of outside.matchAll(DECLARATION)) tokens.delete(m[1] as string);
	return tokens;
}

/** Each var(--token) (no fallback) of a static token as its value; their definitions in :root gone. */
export function resolveTokens(css: string, tokens: Map<string, string>): string {
	const used = css.replace(/var\(\s*(--[\w-]+)\s*\)/g, (call, name: string) => tokens.get(name) ?? call);
	return used.replace(ROOT, (_block, body: string) => {
		const live = body.replace(DECLARATION, (declaration, name: string) => (tokens.has(name) ? '' : declaration));
		return live.trim() ? `:root {${live}}` : '';
	});
}

export function staticTokens(file: string): Plugin {
	let tokens = new Map<string, string>();
	return {
		name: 'horse-club-static-tokens',
		apply: 'build',
		enforce: 'pre',
		buildStart() {
			tokens = readTokens(readFileSync(file, 'utf8'));
		},
		transform(code, id) {
			if (!id.split('?')[0]?.endsWith('.css')) return null;
			return { code: resolveTokens(code, tokens), map: null };
		},
	};
}
