// Puts the entry's stylesheet into index.html as a <style> block: on a slow network the first paint then waits for
// the page and its script only, not for a third file that competes with the script for the same thin connection.
// The server allows the block by its hash (server/http/inline-hashes.ts), so the CSP stays free of 'unsafe-inline'.
import type { Plugin } from 'vite';

const LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;

export function inlineEntryCss(base: string): Plugin {
	return {
		name: 'horse-club-inline-entry-css',
		apply: 'build',
		enforce: 'post',
		generateBundle(_options, bundle) {
			const html = bundle['index.html'];
			if (html?.type !== 'asset' || typeof html.source !== 'string') return;
			const inlined = new Set<string>();
			html.source = html.source.replace(LINK, (link, href: string) => {
				const file = href.startsWith(base) ? href.slice(base.length) : href;
				const css = bundle[file];
				if (css?.type !== 'asset') return link;
				inlined.add(file);
				// '</style' (any case) cannot occur in a stylesheet's rules, but a string could hold it: keep the tag closed.
				return `<style>${String(css.source).replace(/<\/(style)/gi, '<\\/$1')}</style>`;
			});
			for (const file of inlined) {
				delete bundle[file];
				// the entry chunk no longer loads it, so the manifest and the precache list must not name it:
				for (const chunk of Object.values(bundle)) {
					if (chunk.type === 'chunk') chunk.viteMetadata?.importedCss.delete(file);
				}
			}
		},
	};
}
