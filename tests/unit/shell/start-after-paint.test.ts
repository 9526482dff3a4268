// index.html starts the app once its first screen has painted: the entry is preloaded at once and imported by an
// inline script after DOMContentLoaded and the next frame (or 200 ms, where no frame comes).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startAfterPaint, starter } from '../../../scripts/build/start-after-paint.ts';

const SRC = '/app/assets/index-abc.js';
const PAGE = `<head><title>x</title><script type="module" crossorigin src="${SRC}"></script><style>p{}</style></head>`;

/** The starter run against a scripted page: what it imported, and the handles to move the page on. */
function run() {
	const imported: string[] = [];
	const listeners: Record<string, () => void> = {};
	const frames: (() => void)[] = [];
	const timers: { fn: () => void; ms: number }[] = [];
	// the inline script's import() is the one thing a test cannot stub by name: it is read as a call to load()
	const body = starter(SRC).replace('import(', 'load(');
	new Function('addEventListener', 'requestAnimationFrame', 'setTimeout', 'load', body)(
		(type: string, fn: () => void) => {
			listeners[type] = fn;
		},
		(fn: () => void) => frames.push(fn),
		(fn: () => void, ms = 0) => timers.push({ fn, ms }),
		(src: string) => imported.push(src),
	);
	/** Runs the timers set for `ms`, leaving the others waiting. */
	const fire = (ms: number) => {
		const due = timers.filter((t) => t.ms === ms);
		timers.splice(0, timers.length, ...timers.filter((t) => t.ms !== ms));
		for (const t of due) t.fn();
	};
	return { imported, listeners, frames, fire };
}

const test = suite('start after the first paint');

test('the module script becomes a modulepreload and an inline starter, in the same place', () => {
	const transform = startAfterPaint().transformIndexHtml as { handler: (html: string) => string };
	const html = transform.handler(PAGE);
	assert.not.match(html, /<script type="module"/);
	assert.match(html, `<title>x</title><link rel="modulepreload" crossorigin href="${SRC}" />`);
	assert.match(html, `<script>${starter(SRC)}</script>`);
	assert.throws(() => transform.handler('<head></head>'), /no entry script/);
});

test('nothing before DOMContentLoaded; then the import in the task after the next frame, once', () => {
	const page = run();
	assert.equal(page.imported, []);
	page.listeners.DOMContentLoaded!();
	page.fire(0);
	assert.equal(page.imported, [], 'not before the frame that paints the shell');
	page.frames.shift()!();
	page.fire(0);
	assert.equal(page.imported, [SRC]);
	page.fire(200);
	assert.equal(page.imported, [SRC], 'the fallback, when it comes, does not import again');
});

test('where no frame comes (a tab opened in the background), the import goes after 200 ms', () => {
	const page = run();
	page.listeners.DOMContentLoaded!();
	page.fire(200);
	assert.equal(page.imported, [SRC]);
});

test.run();
