import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));

const test = suite('no React compatibility layer');

// preact/compat is 1 KB of the first load and runs a hook over every element each render (a tenth of a second of
// the meetings' first render on a budget phone); the app needs only Preact's own hooks.
test('no source file imports preact/compat or react', () => {
	const offenders = (readdirSync(SRC, { recursive: true }) as string[])
		.filter((f) => /\.(ts|tsx)$/.test(f))
		.filter((f) => /from ['"](preact\/compat|react|react-dom)(\/[^'"]*)?['"]/.test(readFileSync(join(SRC, f), 'utf8')));
	assert.equal(offenders, []);
});

test.run();
