import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
	type FileSize,
	htmlReferences,
	initialFiles,
	type Manifest,
	measureGroup,
	staticClosure,
	withoutHashes,
} from '../../../scripts/size-budget.ts';

const size = (file: string, brotli: number): [string, FileSize] => [
	file,
	{ file, raw: brotli * 3, gzip: brotli + 10, brotli },
];

const manifest: Manifest = {
	'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor'], css: ['assets/index-a.css'] },
	_vendor: { file: 'assets/vendor-b.js' },
	'src/pages/index/index.tsx': { file: 'assets/home-c.js', imports: ['_vendor', '_empty'] },
	_empty: { file: 'assets/empty-d.js' },
	'src/pages/about/about.tsx': { file: 'assets/about-e.js' },
};

const test = suite('size gate');

test('initial load follows the entry, its static imports and the first page', () => {
	const files = initialFiles(manifest, 'src/pages/index/index.tsx', ['assets/index-a.js', 'assets/index-a.css']);
	assert.equal(files.sort(), [
		'assets/empty-d.js',
		'assets/home-c.js',
		'assets/index-a.css',
		'assets/index-a.js',
		'assets/vendor-b.js',
		'index.html',
	]);
	assert.not.ok(files.includes('assets/about-e.js'), 'lazy pages are not part of the initial load');
});

test("an entry grouped into a shared chunk still brings its static imports, found through index.html's references", () => {
	const grouped: Manifest = {
		_runtime: { file: 'assets/runtime-r.js' },
		'_index-g.js': { file: 'assets/index-g.js', imports: ['_runtime', '_lib'], css: ['assets/index-g.css'] },
		_lib: { file: 'assets/lib-l.js' },
		'src/pages/about/about.tsx': { file: 'assets/about-e.js', imports: ['_index-g.js'] },
	};
	const files = initialFiles(grouped, 'src/pages/index/index.tsx', ['assets/index-g.js', 'assets/index-g.css']);
	assert.equal(files.sort(), [
		'assets/index-g.css',
		'assets/index-g.js',
		'assets/lib-l.js',
		'assets/runtime-r.js',
		'index.html',
	]);
});

test('static closure stops at cycles', () => {
	const cyclic: Manifest = { a: { file: 'a.js', imports: ['b'] }, b: { file: 'b.js', imports: ['a'] } };
	assert.equal(staticClosure(cyclic, 'a'), ['a.js', 'b.js']);
});

test('a group over its budget fails the gate, one within passes', () => {
	const sizes = new Map([size('a.js', 1000), size('b.js', 600)]);
	const over = measureGroup({ name: 'initial', mode: 'sum', files: ['a.js', 'b.js'] }, sizes, {
		initial: { brotli: 1500 },
	});
	assert.is(over.brotli, 1600, 'sum group adds brotli sizes');
	assert.ok(over.over, '1600 bytes against a 1500 budget must fail');
	const within = measureGroup({ name: 'initial', mode: 'sum', files: ['a.js'] }, sizes, { initial: { brotli: 1500 } });
	assert.not.ok(within.over, '1000 bytes against 1500 must pass');
});

test('a group more than 1% under its budget fails the gate too: the budget must come down with the code', () => {
	const sizes = new Map([size('a.js', 990), size('b.js', 989)]);
	const budgets = { initial: { brotli: 1000, target: 900 } };
	const atEdge = measureGroup({ name: 'initial', mode: 'sum', files: ['a.js'] }, sizes, budgets);
	assert.not.ok(atEdge.slack, '990 bytes against 1000 is within 1% and passes');
	assert.not.ok(atEdge.over);
	assert.is(atEdge.target, 900, 'the target is reported beside the budget');
	const under = measureGroup({ name: 'initial', mode: 'sum', files: ['b.js'] }, sizes, budgets);
	assert.ok(under.slack, '989 bytes against 1000 is more than 1% under and fails');
	assert.not.ok(under.over);
	const page = measureGroup({ name: 'page', mode: 'max', files: ['a.js'] }, sizes, { page: { brotli: 2000 } });
	assert.ok(page.slack, 'a max group far under its budget fails as well');
	const none = measureGroup({ name: 'sw', mode: 'sum', files: ['a.js'] }, sizes, {});
	assert.not.ok(none.slack || none.over, 'a group without a budget never fails');
});

test("the worker is weighed with its precache list's hashes as zeros: two builds of the same worker weigh the same", () => {
	const list = (a: string, b: string, rev: string) =>
		`self.list=[{url:\`assets/bet-panel-${a}.js\`,revision:null},{url:\`assets/slip-${b}.css\`,revision:null},{url:\`index.html\`,revision:\`${rev}\`}];`;
	const first = withoutHashes(list('WNRS9j7l', 'DZl0cQz5', '7e85b8d07e97b98d'));
	assert.is(first, withoutHashes(list('DH-wPMHw', 'a_b-C9x1', '0123456789abcdef')));
	assert.match(first, 'assets/bet-panel-00000000.js', 'the names stay, only the hash goes');
	assert.match(first, 'revision:`0000000000000000`');
	assert.is.not(
		first,
		withoutHashes(list('WNRS9j7l', 'DZl0cQz5', '7e85b8d07e97b98d').replace('bet-panel', 'bet-form')),
	);
});

test('a max group reports its largest file', () => {
	const sizes = new Map([size('p1.js', 100), size('p2.js', 7000)]);
	const r = measureGroup({ name: 'page', mode: 'max', files: ['p1.js', 'p2.js'] }, sizes, { page: { brotli: 6144 } });
	assert.is(r.largest, 'p2.js');
	assert.ok(r.over, 'one page chunk over 6 KB must fail the gate');
});

test('html references keep scripts, stylesheets and modulepreloads under the base', () => {
	const html =
		'<link rel="icon" href="data:,"><script type="module" crossorigin src="/app/assets/i.js"></script>' +
		'<link rel="modulepreload" href="/app/assets/v.js"><link rel="stylesheet" href="/app/assets/i.css">';
	assert.equal(htmlReferences(html, '/app/'), ['assets/i.js', 'assets/v.js', 'assets/i.css']);
});

test.run();
