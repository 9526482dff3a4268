import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inlineEntryCss } from '../../../scripts/build/inline-entry-css.ts';

type Asset = { type: 'asset'; source: string };
type Chunk = { type: 'chunk'; viteMetadata: { importedCss: Set<string> } };
type Bundle = Record<string, Asset | Chunk>;

const CSS = 'body{margin:0}.pill{color:#c00}';
const page = (links: string) =>
	`<!doctype html><html><head><script type="module" crossorigin src="/app/assets/index-y.js"></script>${links}</head><body></body></html>`;
const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

function bundleOf(html: string, css = CSS): Bundle {
	return {
		'index.html': { type: 'asset', source: html },
		'assets/index-x.css': { type: 'asset', source: css },
		'assets/index-y.js': { type: 'chunk', viteMetadata: { importedCss: new Set(['assets/index-x.css']) } },
	};
}

/** Runs the plugin's generateBundle hook over a bundle, as Rollup would once the build is written out. */
function generate(bundle: Bundle) {
	const hook = inlineEntryCss('/app/').generateBundle as unknown as (
		this: unknown,
		options: unknown,
		bundle: Bundle,
		isWrite: boolean,
	) => void;
	hook.call({}, {}, bundle, true);
	return bundle;
}

const htmlOf = (bundle: Bundle) => (bundle['index.html'] as Asset).source;
const importedCss = (bundle: Bundle) => [...(bundle['assets/index-y.js'] as Chunk).viteMetadata.importedCss];

const test = suite('build: the entry stylesheet inlined into index.html');

test('the stylesheet link becomes a style block with the file text', () => {
	const html = htmlOf(generate(bundleOf(page(link('/app/assets/index-x.css')))));
	assert.is(html, page(`<style>${CSS}</style>`));
	assert.not.match(html, '<link rel="stylesheet"');
});

test('the inlined file leaves the bundle and the entry chunk no longer names it', () => {
	const bundle = generate(bundleOf(page(link('/app/assets/index-x.css'))));
	assert.equal(Object.keys(bundle).sort(), ['assets/index-y.js', 'index.html']);
	assert.equal(importedCss(bundle), []);
});

test('a link to a file the bundle does not hold as a stylesheet is left as it is, and so is the bundle', () => {
	const html = page(link('/app/assets/other.css') + link('/app/assets/index-y.js') + link('https://cdn.example/a.css'));
	const bundle = generate(bundleOf(html));
	assert.is(htmlOf(bundle), html);
	assert.ok(bundle['assets/index-x.css'], 'an unlinked stylesheet stays a file');
	assert.equal(importedCss(bundle), ['assets/index-x.css']);
});

test("a stylesheet holding '</style' cannot close the block early", () => {
	const css = '.x::after{content:"</style><script>alert(1)</script>"}';
	const html = htmlOf(generate(bundleOf(page(link('/app/assets/index-x.css')), css)));
	const block = html.slice(html.indexOf('<style>') + '<style>'.length);
	assert.is(block.indexOf('</style'), block.indexOf('</style></head>'), 'the first close is the block end');
	assert.is(block.slice(0, block.indexOf('</style></head>')).replaceAll('<\\/', '</'), css, 'the rules kept');
});

test('the closing tag is caught in any case, as the browser matches it', () => {
	const css = '.x::after{content:"</STYLE><i>"}';
	const html = htmlOf(generate(bundleOf(page(link('/app/assets/index-x.css')), css)));
	assert.is(html.toLowerCase().indexOf('</style'), html.indexOf('</style></head>'));
});

test('a bundle without an html page is left untouched', () => {
	const bundle = bundleOf('');
	delete (bundle as Partial<Bundle>)['index.html'];
	generate(bundle);
	assert.ok(bundle['assets/index-x.css']);
	assert.equal(importedCss(bundle), ['assets/index-x.css']);
});

test.run();
