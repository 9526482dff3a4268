// The sports board's price tiles: one tap puts that pick on the slip (and a second takes it off), pressed and said.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SportBoard } from '../../../src/pages/sport/board.tsx';
import { SportEventView } from '../../../src/pages/sport/event-view.tsx';
import { createSports } from '../../../src/state/sports/sports-model.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { fakeDeps, fakeServer, ok, sportEvent } from './setup.ts';
import '../live/no-css.ts';

const BOARD = () => {
	const ev = sportEvent();
	const main = ev.markets![0]!;
	const other = { ...ev, id: 8, home: 'Green Owls', away: 'Grey Wolves', main: { ...main, id: 80 } };
	const names: Record<string, string> = { home: 'Green Owls', away: 'Grey Wolves' };
	other.main.selections = main.selections.map((s) => ({ ...s, id: s.id + 100, name: names[s.code] ?? s.name }));
	return ok({ list: [{ ...ev, main }, other], sports: [{ code: 'football', name: 'Football' }] });
};

async function setup() {
	const server = fakeServer({ 'GET /sports/list': BOARD });
	const fake = fakeDeps();
	const model = createSports({ ...fake.deps, http: server.http });
	const root = mount();
	act(() => render(<SportBoard model={model} />, root));
	for (let i = 0; i < 6; i++) await act(flushPromises);
	return { model, root };
}

const tiles = (root: HTMLElement) => [...root.querySelectorAll<HTMLButtonElement>('button.club-odd')];
const pressed = (root: HTMLElement) => tiles(root).map((b) => b.getAttribute('aria-pressed'));
const said = (root: HTMLElement) => root.querySelector('[role=status]')?.textContent;

const board = suite('sports board tiles');

board('a tile adds its pick to the slip in one tap, pressed, said, and the slip shows on the board', async () => {
	const { model, root } = await setup();
	assert.is(tiles(root).length, 6);
	assert.ok(root.querySelector('[role=status]'), 'the region is there before the first tap');
	assert.is(said(root), '');
	assert.is(root.querySelector('form.club-slip'), null, 'no slip before a pick');
	act(() => tiles(root)[1]!.click());
	assert.equal(model.slip.value && [model.slip.value.event_id, model.slip.value.selection_id], [7, 702]);
	assert.equal(pressed(root), ['false', 'true', 'false', 'false', 'false', 'false']);
	assert.is(said(root), 'Added to the slip: Red Lions vs Blue Harbour: Draw @ 3.30');
	assert.match(root.querySelector('form.club-slip')?.textContent ?? '', 'Red Lions vs Blue Harbour: Draw@ 3.30');
	assert.ok(root.querySelector('#slip-stake'), 'the stake can be typed on the board');
	render(null, root);
});

board('another tile takes the pick over; the pressed one again takes it off the slip', async () => {
	const { model, root } = await setup();
	act(() => tiles(root)[0]!.click());
	act(() => tiles(root)[5]!.click());
	assert.equal(model.slip.value && [model.slip.value.event_id, model.slip.value.selection_id], [8, 803]);
	assert.equal(pressed(root), ['false', 'false', 'false', 'false', 'false', 'true']);
	assert.is(said(root), 'Added to the slip: Green Owls vs Grey Wolves: Grey Wolves @ 3.05');
	act(() => tiles(root)[5]!.click());
	assert.is(model.slip.value, null);
	assert.ok(
		pressed(root).every((p) => p === 'false'),
		'nothing pressed',
	);
	assert.is(said(root), 'Removed from the slip: Green Owls vs Grey Wolves: Grey Wolves @ 3.05');
	assert.is(root.querySelector('form.club-slip'), null);
	render(null, root);
});

board("each tile names its event, and the event's name still opens it", async () => {
	const { root } = await setup();
	const tile = tiles(root)[0]!;
	const title = root.querySelector(`#${tile.getAttribute('aria-describedby')}`);
	assert.is(title?.textContent, 'Red Lions vs Blue Harbour');
	assert.is(title?.querySelector('a')?.getAttribute('href'), '#/pages/sport/detail?id=7');
	assert.is(tile.closest('a'), null, 'a tile is not inside a link');
	render(null, root);
});

// ---
const eventPage = suite("sport event page's prices");

eventPage(
	'the same price button: a tap adds the pick, pressed and said with its market; a second takes it off',
	async () => {
		const server = fakeServer({ 'GET /sports/detail': () => ok(sportEvent()) });
		const model = createSports({ ...fakeDeps().deps, http: server.http });
		const root = mount();
		act(() => render(<SportEventView model={model} id={7} />, root));
		for (let i = 0; i < 6; i++) await act(flushPromises);
		assert.ok(root.querySelector('[role=status]'), 'the region is there before the first tap');
		assert.is(said(root), '');
		const draw = tiles(root)[1]!;
		act(() => draw.click());
		assert.is(draw.getAttribute('aria-pressed'), 'true');
		assert.match(said(root) ?? '', /^Added to the slip: Red Lions vs Blue Harbour: .+ · Draw @ 3\.30$/);
		act(() => draw.click());
		assert.is(model.slip.value, null, 'the second tap took it off');
		assert.match(said(root) ?? '', /^Removed from the slip: Red Lions vs Blue Harbour: .+ · Draw @ 3\.30$/);
		render(null, root);
	},
);

board.run();
eventPage.run();
