import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contentSecurityPolicy } from '../../../server/http/security.ts';
import { shellHeadersFrom, shellHeadersOf } from '../../../server/http/shell-headers.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const STYLE = 'body{margin:0;font:14px sans-serif}';
const SCRIPT = 'window.__start=Date.now()';
const ENTRY = '<script type="module" crossorigin src="/app/assets/index-abc.js"></script>';

const test = suite('server: headers read from index.html');

test('each inline style and script block is allowed by its own sha256; scripts with a src are not', () => {
	const html = `<head><style>${STYLE}</style><style media="print">p{}</style><script>${SCRIPT}</script>${ENTRY}</head>`;
	const headers = shellHeadersOf(html);
	assert.equal(headers.styles, [hash(STYLE), hash('p{}')]);
	assert.equal(headers.scripts, [hash(SCRIPT)]);
});

test('module scripts are preloaded by a Link header, crossorigin only where the tag has it', () => {
	assert.is(shellHeadersOf(ENTRY).link, '</app/assets/index-abc.js>; rel=modulepreload; crossorigin');
	const two = `${ENTRY}<script type="module" src="/app/assets/vendor-1.js"></script><script src="/app/legacy.js"></script>`;
	assert.is(
		shellHeadersOf(two).link,
		'</app/assets/index-abc.js>; rel=modulepreload; crossorigin, </app/assets/vendor-1.js>; rel=modulepreload',
	);
	assert.equal(shellHeadersOf(`<style>${STYLE}</style>`), { styles: [hash(STYLE)], scripts: [], link: '' });
});

test('an entry started after the first paint (a modulepreload and an inline import) is preloaded the same way', () => {
	const html =
		'<head><link rel="modulepreload" crossorigin href="/app/assets/index-abc.js" /><script>import("/app/assets/index-abc.js")</script><link rel="icon" href="/app/i.png"></head>';
	assert.is(shellHeadersOf(html).link, '</app/assets/index-abc.js>; rel=modulepreload; crossorigin');
	assert.equal(shellHeadersOf(html).scripts, [hash('import("/app/assets/index-abc.js")')]);
});

test('a module src with odd characters or another origin is left out of the Link header', () => {
	for (const src of [
		'/app/a b.js',
		"/app/a'b.js",
		'/app/a>b.js',
		'/app/a.js>; rel=preload',
		'/app/a,b.js',
		'https://cdn.example/x.js',
		'assets/relative.js',
		'//cdn.example/x.js',
		'/app/../../x.js',
	]) {
		const html = `<script type="module" src="${src}"></script>${ENTRY}`;
		assert.is(shellHeadersOf(html).link, '</app/assets/index-abc.js>; rel=modulepreload; crossorigin', src);
	}
});

test('the file is read again once it changes, and gives no headers when it is gone', () => {
	const dir = mkdtempSync(join(tmpdir(), 'hc-shell-'));
	try {
		const file = join(dir, 'index.html');
		const headers = shellHeadersFrom(dir);
		assert.equal(headers(), { styles: [], scripts: [], link: '' }, 'not built yet');
		writeFileSync(file, `<style>${STYLE}</style>${ENTRY}`);
		const first = headers();
		assert.equal(first.styles, [hash(STYLE)]);
		assert.is(headers(), first, 'an unchanged file is not parsed again');
		writeFileSync(file, '<style>a{}</style>');
		const later = new Date(statSync(file).mtimeMs + 5000);
		utimesSync(file, later, later);
		assert.equal(headers(), { styles: [hash('a{}')], scripts: [], link: '' });
		rmSync(file);
		assert.equal(headers(), { styles: [], scripts: [], link: '' });
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
});

test("the policy allows the given blocks by hash and never 'unsafe-inline'", () => {
	const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
	const csp = contentSecurityPolicy({ styles: [hash(STYLE), hash('p{}')], scripts: [hash(SCRIPT)] });
	assert.is(directive(csp, 'style-src'), `style-src 'self' ${hash(STYLE)} ${hash('p{}')}`);
	assert.is(directive(csp, 'script-src'), `script-src 'self' ${hash(SCRIPT)}`);
	assert.is(directive(csp, 'default-src'), "default-src 'self'");
	const bare = contentSecurityPolicy();
	assert.is(directive(bare, 'style-src'), "style-src 'self'");
	assert.is(directive(bare, 'script-src'), "script-src 'self'");
	for (const policy of [csp, bare]) assert.not.match(policy, 'unsafe-inline');
});

test.run();
