import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type ConnectionLike, roomyConnection } from '../../../src/lib/roomy-connection.ts';
import { window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

const test = suite('the worker waits for a connection with room');

function connection(saveData: boolean, effectiveType: string) {
	const c = Object.assign(new window.EventTarget(), { saveData, effectiveType });
	const change = (to: Partial<ConnectionLike>) => {
		Object.assign(c, to);
		c.dispatchEvent(new window.Event('change'));
	};
	return { c: c as unknown as ConnectionLike, change };
}

async function settled(p: Promise<void>) {
	let done = false;
	void p.then(() => {
		done = true;
	});
	await flushPromises();
	return done;
}

test('a browser that says nothing of its connection, or a 4G one, goes at once', async () => {
	assert.ok(await settled(roomyConnection({})));
	assert.ok(await settled(roomyConnection({ connection: connection(false, '4g').c })));
	assert.ok(await settled(roomyConnection({ connection: connection(false, '3g').c })));
});

test('saving data waits until the player stops saving', async () => {
	const { c, change } = connection(true, '4g');
	const waiting = roomyConnection({ connection: c });
	assert.not.ok(await settled(waiting));
	change({ effectiveType: '3g' });
	assert.not.ok(await settled(waiting), 'still saving data');
	change({ saveData: false });
	assert.ok(await settled(waiting));
});

test('2G and slow 2G wait for a better link', async () => {
	for (const type of ['2g', 'slow-2g']) {
		const { c, change } = connection(false, type);
		const waiting = roomyConnection({ connection: c });
		assert.not.ok(await settled(waiting), type);
		change({ effectiveType: '3g' });
		assert.ok(await settled(waiting), `${type} then 3g`);
	}
});

test.run();
