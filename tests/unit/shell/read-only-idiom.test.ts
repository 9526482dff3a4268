// One idiom hands out a model's signals read-only: readOnly() (src/lib/read-only.ts), never a cast or a hand-written
// computed copy, and no module exports a writable signal.
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readSources } from './source-files.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const HELPER = 'src/lib/read-only.ts';
const FORMS = {
	// a cast leaves the signal writable to anyone who casts it back:
	cast: /\bas\s+ReadonlySignal\b/,
	// a computed that only copies one signal is readOnly() written out by hand:
	copy: /\bcomputed\(\s*\([^)]*\)(\s*:\s*[\w[\]<>| ]+)?\s*=>\s*\w+\.value\s*\)/,
	// a module-level signal exported as it is can be written by any importer:
	exported: /\bexport\s+const\s+\w+\s*=\s*signal\b/,
};

const offences = (text: string) =>
	Object.entries(FORMS)
		.filter(([, form]) => form.test(text))
		.map(([name]) => name);

// ---
const Idiom = suite('one read-only idiom');

Idiom(
	'the scan catches a cast, a copying computed and an exported signal, and passes readOnly() and derived values',
	() => {
		assert.equal(offences('date: date as ReadonlySignal<string>,'), ['cast']);
		assert.equal(offences('sending: computed(() => sending.value),'), ['copy']);
		assert.equal(offences('items: computed((): FlyingDanmu[] => items.value),'), ['copy']);
		assert.equal(offences('export const open = signal(false);'), ['exported']);
		assert.equal(offences('...readOnly({ date, raceType }),'), []);
		assert.equal(offences('openRaces: computed(() => shownRaces.value.filter((r) => r.status === "open")),'), []);
		assert.equal(offences('stale: computed(() => marks.value.stale),'), []);
	},
);

Idiom('no file under src/ exposes a signal but through readOnly()', () => {
	const files = readSources(ROOT, ['src']).filter((f) => f.path !== HELPER);
	assert.ok(
		files.some((f) => f.text.includes('readOnly(')),
		'the scan sees the models',
	);
	const found = files.flatMap((f) => offences(f.text).map((name) => `${f.path}: ${name}`));
	assert.equal(found, [], `signals exposed outside readOnly():\n${found.join('\n')}`);
});

Idiom.run();
