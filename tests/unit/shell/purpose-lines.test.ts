// Every source file opens with a comment that says what it is for, so a reader knows before reading the code.
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readSources } from './source-files.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const COMMENT = /^(\/\/|\/\*)/;

// ---
const Purpose = suite('a purpose line on every source file');

Purpose('the scan tells a file that opens with code from one that opens with a comment', () => {
	assert.ok(COMMENT.test('// The app frame.\nexport {}'), 'a line comment');
	assert.ok(COMMENT.test('/** The app frame. */\nexport {}'), 'a doc comment');
	assert.not.ok(COMMENT.test("import { x } from './x.ts';\n// late comment"), 'a comment after the imports');
	assert.not.ok(COMMENT.test('\n// after a blank line'), 'a blank first line');
});

Purpose('every .ts and .tsx file under src, sw, server, shared, office and scripts opens with a comment', () => {
	const files = readSources(ROOT, ['src', 'sw', 'server', 'shared', 'office', 'scripts']);
	assert.ok(files.length > 300, `the scan found ${files.length} files`);
	const bare = files.filter((f) => !COMMENT.test(f.text)).map((f) => f.path);
	assert.equal(bare, [], `files without a purpose line:\n${bare.join('\n')}`);
});

Purpose.run();
