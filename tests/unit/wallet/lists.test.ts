import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createPager } from '../../../src/state/common/pager-model.ts';
import { createStatement } from '../../../src/state/wallet/statement-model.ts';
import { fakeHttp, networkDown } from './fakes.ts';

const quiet = { error() {}, warn() {} };
const pageOf = (from: number, count: number, total: number) => ({
	list: Array.from({ length: count }, (_, i) => from + i),
	page: 1,
	size: 20,
	total,
});

// ---
const Pager = suite('paged records');

Pager('refresh loads the first page; loadMore appends until the total', async () => {
	const asked: number[] = [];
	const pager = createPager(async (page) => {
		asked.push(page);
		return pageOf((page - 1) * 20, page === 1 ? 20 : 5, 25);
	}, quiet);
	await pager.refresh();
	assert.is(pager.items.value.length, 20);
	assert.is(pager.moreStatus.value, 'idle');
	pager.loadMore();
	pager.loadMore();
	await new Promise((r) => setImmediate(r));
	assert.equal(asked, [1, 2], 'a second loadMore while one is out must not ask again');
	assert.is(pager.items.value.length, 25);
	assert.is(pager.moreStatus.value, 'no-more');
});

Pager('a failed refresh keeps the list shown and rejects for pull-to-refresh', async () => {
	let fail = false;
	const pager = createPager(async () => {
		if (fail) throw new Error('Network connection error');
		return pageOf(0, 3, 3);
	}, quiet);
	await pager.refresh();
	fail = true;
	await pager.refresh().then(
		() => assert.unreachable('should reject'),
		() => {},
	);
	assert.is(pager.items.value.length, 3, 'list lost on a failed refresh');
	assert.is(pager.status.value, 'ready');
});

Pager('a failed first load shows the error state', async () => {
	const pager = createPager(async () => {
		throw new Error('boom');
	}, quiet);
	await pager.refresh().catch(() => {});
	assert.is(pager.status.value, 'error');
	assert.is(pager.error.value, 'boom');
});

Pager.run();

// ---
const Statement = suite('statement filter');

Statement("type and dates go out as query params in the player's zone; a new filter starts from page 1", async () => {
	const { http, calls } = fakeHttp([() => pageOf(0, 2, 2), () => pageOf(0, 1, 1)]);
	const statement = createStatement(http, quiet, () => 'Asia/Hong_Kong');
	await statement.refresh();
	assert.equal(calls[0]?.params, { page: 1, size: 20, tz: 'Asia/Hong_Kong' });
	await statement.setFilter({ type: 'topup', start: '2025-01-01', end: '2025-01-31' });
	const filtered = { page: 1, size: 20, tz: 'Asia/Hong_Kong', type: 'topup', start: '2025-01-01', end: '2025-01-31' };
	assert.equal(calls[1]?.params, filtered);
	assert.is(statement.items.value.length, 1);
});

Statement('a failing filter load does not throw out of the page', async () => {
	const { http } = fakeHttp([networkDown]);
	const statement = createStatement(http, quiet);
	await statement.setFilter({ type: 'bet' });
	assert.is(statement.status.value, 'error');
});

Statement.run();
