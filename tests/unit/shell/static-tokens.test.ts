import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readTokens, resolveTokens } from '../../../scripts/build/static-tokens.ts';

const Tokens = suite('design tokens shipped as plain values');

const BASE = `:root {
	--ink: #111;
	--s2: 8px;
	--bar: 0px;
}
.is-offline {
	--bar: 28px;
}`;

Tokens('a token defined once in :root is a constant; one redefined elsewhere stays live', () => {
	const tokens = readTokens(BASE);
	assert.equal(
		[...tokens],
		[
			['--ink', '#111'],
			['--s2', '8px'],
		],
	);
});

Tokens('each use of a constant becomes its value and its definition goes; live ones are left alone', () => {
	const tokens = readTokens(BASE);
	const out = resolveTokens(
		`${BASE}\n.a { color: var(--ink); padding: var(--s2) var( --s2 ); top: var(--bar); }`,
		tokens,
	);
	assert.match(out, '.a { color: #111; padding: 8px 8px; top: var(--bar); }');
	assert.not.match(out, '--ink');
	assert.match(out, ':root {', 'the live token lost its definition');
	assert.match(out, '--bar: 0px;');
	assert.match(out, '--bar: 28px;');
	assert.is(resolveTokens('.b { color: var(--unknown, red); }', tokens), '.b { color: var(--unknown, red); }');
});

Tokens("the app's stylesheets name only tokens base.css defines", () => {
	const tokens = readTokens(readFileSync('src/styles/base.css', 'utf8'));
	assert.ok(tokens.has('--brand') && tokens.has('--s3'), 'the brand colour and spacing are not tokens');
	assert.not.ok(tokens.has('--bar'), 'the offline bar height must stay live');
	// set at run time: the offline bar's height, each danmu's width (inline style), the slip's height on the root
	const live = new Set(['--bar', '--w', '--slip-h']);
	const sheets = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
	for (const sheet of sheets) {
		for (const [, name] of readFileSync(join('src', sheet), 'utf8').matchAll(/var\((--[\w-]+)/g)) {
			assert.ok(tokens.has(name as string) || live.has(name as string), `${sheet} names ${name}, which no token is`);
		}
	}
});

Tokens.run();
