// Code that loads later goes through the one lazy helper (src/lib/lazy.ts), never a loader memoised by hand.
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readSources } from './source-files.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const HELPER = 'src/lib/lazy.ts';
// a loader memoised by hand: `x ??= import(...)` or `x ||= import(...)`, however the import's promise is chained;
// a dynamic import called afresh each time (the module cache keeps it) is no loader of its own:
const HAND_ROLLED = [/(\?\?=|\|\|=)[^;]*\bimport\(/];

const handRolled = (text: string) => HAND_ROLLED.some((form) => form.test(text));

// ---
const Loader = suite('one lazy loader');

Loader('the scan catches a loader kept by hand and passes one made by lazy()', () => {
	assert.ok(handRolled("device ??= import('./fingerprint.ts').then((m) => m.id);"), 'a ??= memo');
	assert.ok(handRolled("catalogue ??= loadAreas().then(() => import('./zh.ts'));"), 'a memo that chains to an import');
	assert.ok(handRolled("code ||= import('./x.ts');"), 'a ||= memo');
	assert.not.ok(handRolled("const code = lazy(() => import('./x.ts'));"), 'a lazy() loader');
	assert.not.ok(handRolled("load: () => import('./pages/login/login.tsx'),"), 'a route loader handed to lazy()');
	assert.not.ok(
		handRolled("const rate = () => import('./tax-rate.ts').then((m) => m.fetchTaxRate());"),
		'an import each call',
	);
});

Loader('no source file under src/ keeps a dynamic import by hand', () => {
	const files = readSources(ROOT, ['src']).filter((f) => f.path !== HELPER);
	assert.ok(
		files.some((f) => f.text.includes('import(')),
		'the scan sees the dynamic imports',
	);
	const found = files.filter((f) => handRolled(f.text)).map((f) => f.path);
	assert.equal(found, [], `loaders memoised by hand, not through ${HELPER}:\n${found.join('\n')}`);
});

Loader.run();
