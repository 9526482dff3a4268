import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { formatKb, formatMs, markdownTable, replaceSection } from '../../../scripts/bench/markdown.ts';

const table = suite('markdownTable');

table('header, rule and one line per row; number columns right-aligned', () => {
	const out = markdownTable(
		['page', 'score'],
		[
			['home', 100],
			['login', 98],
		],
	);
	assert.is(out, '| page | score |\n|---|---:|\n| home | 100 |\n| login | 98 |');
});

table('escapes pipes and fills missing cells', () => {
	const out = markdownTable(['a', 'b'], [['x|y']]);
	assert.is(out.split('\n')[2], '| x\\|y |  |', 'a pipe inside a cell must not split it');
});

table('no rows: just the header and the rule', () => {
	assert.is(markdownTable(['a'], []), '| a |\n|---|');
});

table.run();

// ---

const units = suite('formatMs and formatKb');

units('milliseconds below a second, seconds with two decimals above', () => {
	assert.is(formatMs(849.6), '850 ms');
	assert.is(formatMs(1234), '1.23 s');
	assert.is(formatMs(Number.NaN), 'n/a');
});

units('kilobytes of 1024 bytes, one decimal', () => {
	assert.is(formatKb(2048), '2.0 KB');
	assert.is(formatKb(1536), '1.5 KB');
});

units.run();

// ---

const section = suite('replaceSection');

section('replaces only the marked body, keeping what is around it', () => {
	const doc = 'intro\n<!-- size:start -->\nold\n<!-- size:end -->\noutro\n';
	assert.is(replaceSection(doc, 'size', 'new'), 'intro\n<!-- size:start -->\nnew\n<!-- size:end -->\noutro\n');
});

section('leaves other sections alone', () => {
	const doc = '<!-- a:start -->\n1\n<!-- a:end -->\n<!-- b:start -->\n2\n<!-- b:end -->';
	const out = replaceSection(doc, 'b', '3');
	assert.ok(out.includes('<!-- a:start -->\n1\n<!-- a:end -->'), 'section a changed');
	assert.ok(out.includes('<!-- b:start -->\n3\n<!-- b:end -->'), 'section b not replaced');
});

section('appends the section when its markers are missing', () => {
	assert.is(replaceSection('# Doc\n', 'x', 'body'), '# Doc\n\n<!-- x:start -->\nbody\n<!-- x:end -->\n');
});

section('running twice gives the same document', () => {
	const once = replaceSection('# Doc', 'x', 'body');
	assert.is(replaceSection(once, 'x', 'body'), once);
});

section.run();
