import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type ImportGraph, importCycles, readImportGraph, upwardImports } from './import-graph.ts';
import { readSources } from './source-files.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

// ---
const Rules = suite('the import rules');

Rules('an import up a layer is caught, one down is not', () => {
	const graph = graphOf({
		'src/lib/a.ts': ['src/components/b.tsx', 'src/lib/c.ts'],
		'src/api/d.ts': ['src/state/e.ts', 'src/lib/c.ts'],
		'src/state/e.ts': ['src/router/f.ts', 'src/api/d.ts'],
		'src/components/b.tsx': ['src/state/e.ts', 'src/pages/x/y.tsx'],
		'shared/bets/g.ts': ['src/i18n/index.ts'],
		'src/pages/x/y.tsx': ['src/router/async-page.tsx', 'src/components/page-props.ts'],
	});
	assert.equal(upwardImports(graph), [
		'shared/bets/g.ts -> src/i18n/index.ts',
		'src/api/d.ts -> src/state/e.ts',
		'src/components/b.tsx -> src/pages/x/y.tsx',
		'src/lib/a.ts -> src/components/b.tsx',
		'src/pages/x/y.tsx -> src/router/async-page.tsx',
		'src/state/e.ts -> src/router/f.ts',
	]);
});

Rules('shared/ importing the app or the server is caught; the app and the server importing shared/ are not', () => {
	const graph = graphOf({
		'shared/money/amount.ts': ['src/lib/format.ts', 'server/http/money.ts', 'shared/money/cents-text.ts'],
		'src/lib/format.ts': ['shared/money/cents-text.ts'],
		'server/http/money.ts': ['shared/money/amount.ts'],
	});
	assert.equal(upwardImports(graph), [
		'shared/money/amount.ts -> server/http/money.ts',
		'shared/money/amount.ts -> src/lib/format.ts',
	]);
});

Rules(
	"on the server, an import against routes -> http -> domain -> db or into the demo's sim/ is caught, one along it is not",
	() => {
		const graph = graphOf({
			'server/routes/orders.ts': ['server/http/validate.ts', 'server/domain/racing/orders.ts', 'server/db/db.ts'],
			'server/http/validate.ts': ['server/domain/errors.ts', 'server/routes/orders.ts'],
			'server/domain/racing/orders.ts': [
				'server/db/query-page.ts',
				'server/http/paging.ts',
				'shared/bets/bet-types.ts',
			],
			'server/db/query-page.ts': ['server/domain/errors.ts'],
			'server/domain/error-codes.ts': ['src/i18n/bets/messages-en.ts', 'shared/bets/messages-en.ts'],
			'src/state/orders.ts': ['server/domain/racing/orders.ts'],
			'server/domain/racing/race-clock.ts': ['server/sim/schedule.ts'],
			'server/sim/demo-clock.ts': ['server/domain/racing/race-clock.ts', 'server/routes/orders.ts'],
		});
		assert.equal(upwardImports(graph), [
			'server/db/query-page.ts -> server/domain/errors.ts',
			'server/domain/error-codes.ts -> src/i18n/bets/messages-en.ts',
			'server/domain/racing/orders.ts -> server/http/paging.ts',
			'server/domain/racing/race-clock.ts -> server/sim/schedule.ts',
			'server/http/validate.ts -> server/routes/orders.ts',
			'server/sim/demo-clock.ts -> server/routes/orders.ts',
			'src/state/orders.ts -> server/domain/racing/orders.ts',
		]);
	},
);

Rules('the office and the worker import shared/ alone, and nothing imports them', () => {
	const graph = graphOf({
		'office/i18n.ts': ['src/i18n/create-i18n.ts', 'shared/i18n/create-i18n.ts', 'office/text/en.ts'],
		'office/screens/races.tsx': ['server/domain/racing/races.ts', 'office/screen-props.ts'],
		'sw/sw.ts': ['src/lib/sw-bridge.ts', 'sw/routing.ts'],
		'src/lib/sw-bridge.ts': ['sw/routing.ts', 'office/ui.tsx'],
	});
	assert.equal(upwardImports(graph), [
		'office/i18n.ts -> src/i18n/create-i18n.ts',
		'office/screens/races.tsx -> server/domain/racing/races.ts',
		'src/lib/sw-bridge.ts -> office/ui.tsx',
		'src/lib/sw-bridge.ts -> sw/routing.ts',
		'sw/sw.ts -> src/lib/sw-bridge.ts',
	]);
});

Rules("a page importing another page's folder is caught, its own folder and shared folders are not", () => {
	const graph = graphOf({
		'src/pages/bank-card/card-form.tsx': [
			'src/pages/login/field.tsx',
			'src/pages/account/wallet.css',
			'src/pages/bank-card/bank-card.tsx',
			'src/components/form/field.tsx',
			'src/styles/wallet.css',
		],
	});
	assert.equal(upwardImports(graph), [
		'src/pages/bank-card/card-form.tsx -> src/pages/account/wallet.css',
		'src/pages/bank-card/card-form.tsx -> src/pages/login/field.tsx',
	]);
});

Rules('a loop through a lazy import is a cycle; a chain is not', () => {
	const graph = graphOf({
		'src/lib/sw-start.ts': ['src/lib/sw-register.ts'],
		'src/lib/sw-register.ts': ['src/components/install-model.ts'],
		'src/components/install-model.ts': ['src/lib/sw-start.ts'],
		'src/main.tsx': ['src/lib/sw-start.ts', 'src/app.tsx'],
		'src/app.tsx': [],
	});
	assert.equal(importCycles(graph), [
		['src/components/install-model.ts', 'src/lib/sw-register.ts', 'src/lib/sw-start.ts'],
	]);
});

Rules.run();

// ---
const Src = suite('the layers of src/, shared/, server/, office/ and sw/');
const graph = readImportGraph(ROOT);

Src('the import scan sees static, lazy, type-only and stylesheet imports', () => {
	const imports = (file: string) => graph.get(file) ?? [];
	assert.ok(imports('src/main.tsx').includes('src/components/mount-pwa.ts'), 'the lazy worker mount');
	assert.ok(imports('src/main.tsx').includes('src/styles/base.css'), 'a stylesheet');
	assert.ok(imports('src/api/http.ts').includes('src/api/token-hook.ts'), 'a type-only import');
	assert.ok(imports('shared/bets/validate.ts').includes('shared/money/amount.ts'), 'a file of shared/');
	assert.ok(imports('server/routes/orders.ts').includes('server/http/idempotency.ts'), 'a file of server/');
	assert.ok(imports('office/app.tsx').includes('office/screen-props.ts'), 'a file of office/');
	assert.ok(imports('sw/sw.ts').includes('sw/routing.ts'), 'a file of sw/');
});

Src('no file imports a layer above its own, and no page imports another page folder', () => {
	const upward = upwardImports(graph);
	assert.equal(upward, [], `upward imports:\n${upward.join('\n')}`);
});

Src('no import cycles, lazy and type-only imports included', () => {
	const cycles = importCycles(graph);
	assert.equal(cycles, [], `cycles:\n${cycles.map((c) => c.join(' <-> ')).join('\n')}`);
});

Src.run();

// ---
// src/state holds one folder per area. The naming rule: `x-model.ts` holds the factory `createX(deps)` and its types,
// and wires nothing; `x.ts` is the app's wired instance, made from that factory with the browser's dependencies;
// anything else (types, pure rules, helpers) is named for what it holds, without the suffix.
const Naming = suite('the naming rule of src/state');
const FACTORY = /^export (async )?function create\w*|^export const create\w* =/m;
const WIRED = /^(export )?(const|let) (\{[\w, ]+\}|\w+) = create\w*\(|\?\?= create\w*\(/m;

Naming('the scan tells a factory from a wired instance', () => {
	assert.ok(FACTORY.test('export function createShop(deps: ShopDeps) {'), 'a factory');
	assert.ok(WIRED.test('export const network = createNetwork(window);'), 'a module-level instance');
	assert.ok(WIRED.test('\tshared ??= createShop({ ...appDeps(), http });'), 'an instance made on first use');
	assert.not.ok(WIRED.test('\tconst pager = createPager(load);'), 'a part made inside a factory');
});

Naming('a factory lives in an x-model.ts that wires nothing, in an area folder', () => {
	const files = readSources(ROOT, ['src/state']);
	const flat = files.filter((f) => f.path.split('/').length < 4).map((f) => f.path);
	assert.equal(flat, [], `files outside an area folder:\n${flat.join('\n')}`);
	const factoryElsewhere = files
		.filter((f) => FACTORY.test(f.text) && !f.path.endsWith('-model.ts'))
		.map((f) => f.path);
	assert.equal(factoryElsewhere, [], `factories outside an x-model.ts:\n${factoryElsewhere.join('\n')}`);
	const models = files.filter((f) => f.path.endsWith('-model.ts'));
	assert.ok(models.length > 20, `the scan found ${models.length} models`);
	const wrong = models.filter((f) => !FACTORY.test(f.text) || WIRED.test(f.text)).map((f) => f.path);
	assert.equal(wrong, [], `x-model.ts files without a factory or with a wired instance:\n${wrong.join('\n')}`);
});

Naming.run();
