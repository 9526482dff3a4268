import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDanmuLayer, DANMU_LIFETIME_MS, estimateWidth } from '../../../src/components/live/danmu-layer-model.ts';
import { fakeClock } from '../../setup/fake-clock.ts';

const setup = (options: { maxOnScreen?: number } = {}) => {
	const clock = fakeClock();
	const layer = createDanmuLayer({ clock, ...options });
	// 320 px wide, 4 lanes of 28 px in the top 70%:
	layer.setSize(320, 160);
	return { clock, layer };
};
const texts = (layer: ReturnType<typeof createDanmuLayer>) => layer.items.value.map((i) => i.text);

// ---
const lifetime = suite('danmu lifetime');

lifetime('an item stays on screen for 4 s and then leaves', () => {
	const { clock, layer } = setup();
	layer.add({ text: 'go go go', color: '#FFFFFF' });
	assert.equal(texts(layer), ['go go go']);
	clock.tick(DANMU_LIFETIME_MS - 1);
	assert.is(layer.items.value.length, 1, 'gone before 4 s');
	clock.tick(1);
	assert.is(layer.items.value.length, 0, 'still there after 4 s');
	assert.is(DANMU_LIFETIME_MS, 4000);
});

lifetime('a hidden tab pauses the clock of every item on screen', () => {
	const { clock, layer } = setup();
	layer.add({ text: 'wait for me', color: '#FFFFFF' });
	clock.tick(1000);
	layer.pause();
	assert.ok(layer.paused.value);
	clock.tick(60_000);
	assert.is(layer.items.value.length, 1, 'expired while hidden');
	layer.add({ text: 'while hidden', color: '#FFFFFF' });
	assert.is(layer.items.value.length, 1, 'items arriving while hidden must not pile up');
	layer.resume();
	clock.tick(2999);
	assert.is(layer.items.value.length, 1, 'lost its remaining time');
	clock.tick(1);
	assert.is(layer.items.value.length, 0);
});

lifetime.run();

// ---
const lanes = suite('danmu lanes');

lanes('items arriving together take different lanes', () => {
	const { layer } = setup();
	for (let i = 0; i < 4; i++) layer.add({ text: `item ${i}`, color: '#FFFFFF' });
	const used = layer.items.value.map((i) => i.lane);
	assert.equal(used, [0, 1, 2, 3], 'each item needs its own lane');
});

lanes('with every lane busy an item waits until a lane is clear, then flies', () => {
	const { clock, layer } = setup();
	for (let i = 0; i < 5; i++) layer.add({ text: `item ${i}`, color: '#FFFFFF' });
	assert.is(layer.items.value.length, 4, 'a fifth item must wait for a lane');
	// 'item 0' is about 58 px: it has fully entered after 4000 * (58 + 24) / (320 + 58) ≈ 870 ms:
	clock.tick(900);
	assert.is(layer.items.value.length, 5, 'the waiting item never flew');
	const fifth = layer.items.value[4]!;
	assert.is(fifth.lane, 0, 'it should follow in the first lane to clear');
});

lanes('a follower never catches a slower, shorter leader', () => {
	const { clock, layer } = setup();
	layer.setSize(320, 40);
	assert.is(layer.lanes(), 1);
	layer.add({ text: 'hi', color: '#FFFFFF' });
	layer.add({ text: 'a much much longer comment that flies faster', color: '#FFFFFF' });
	const w = estimateWidth('a much much longer comment that flies faster');
	const need = (DANMU_LIFETIME_MS * (w + 24)) / (320 + w);
	clock.tick(need - 10);
	assert.is(layer.items.value.length, 1, 'the long item started too early and would overlap');
	clock.tick(20);
	assert.is(layer.items.value.length, 2);
});

lanes('the number on screen is capped so a slow phone keeps up', () => {
	const { clock, layer } = setup({ maxOnScreen: 6 });
	layer.setSize(320, 400);
	for (let i = 0; i < 50; i++) layer.add({ text: `x${i}`, color: '#FFFFFF' });
	assert.is(layer.items.value.length, 6);
	clock.tick(DANMU_LIFETIME_MS);
	assert.ok(layer.items.value.length <= 6, 'cap broken after items expired');
	layer.clear();
	assert.is(layer.items.value.length, 0);
	clock.tick(60_000);
	assert.is(layer.items.value.length, 0, 'cleared layer kept flying queued items');
});

lanes.run();
