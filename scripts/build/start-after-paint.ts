// Starts the app once the HTML's first screen has painted, not before: a module script that has arrived by the end of
// the parse runs in the same task as the parse, the shell's first style and its first layout, one long task on a
// budget phone with the first paint waiting behind it. The entry is instead asked for at once (a modulepreload, and
// the server's Link header for it) and imported by a small inline script in the task after the frame that paints
// the shell: the first paint no longer waits for the app's evaluation, and neither task carries both.
import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** Imports `src` after DOMContentLoaded and the next frame; 200 ms at most where no frame comes (a hidden tab). */
export const starter = (src: string) =>
	`(function(){var s=0,g=function(){s++||import(${JSON.stringify(src)})};addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(g)});setTimeout(g,200)})})()`;

export function startAfterPaint(): Plugin {
	return {
		name: 'horse-club-start-after-paint',
		apply: 'build',
		transformIndexHtml: {
			order: 'post',
			handler: (html) => {
				const entry = ENTRY.exec(html);
				if (!entry) throw new Error('start after paint: no entry script in index.html');
				const src = entry[1]!;
				return html.replace(
					entry[0],
					`<link rel="modulepreload" crossorigin href="${src}" />\n\t\t<script>${starter(src)}</script>`,
				);
			},
		},
	};
}
