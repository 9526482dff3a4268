// A money send that may have gone through although no readable answer came: a reply cut short, or none before the
// deadline. The key is read back, never sent again by itself; a connection dropped before any reply is only kept.
import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError, NETWORK, TIMEOUT } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { createMoneyAction, type Post } from '../../../src/state/money/money-action-model.ts';
import { createMoneyDraft } from '../../../src/state/money/money-draft-model.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { caught, fakeClock, fakeLogger, fakeSession } from '../api/fakes.ts';

function sendFailing(error: ApiError) {
	const draft = createMoneyDraft<{ amount: string }>('withdraw', createStorage(memoryBacking()), () => 'key-1');
	const action = createMoneyAction(draft, () => true, { start: () => {}, done: () => {} });
	const sent: string[] = [];
	const asked: string[] = [];
	const post = Object.assign(
		(_payload: unknown, key: string) => {
			sent.push(key);
			return Promise.reject(error);
		},
		{
			readBack: async (key: string) => {
				asked.push(key);
				return { state: 'done' as const, data: { id: 3 } };
			},
		},
	) as Post<unknown>;
	return { result: action.send({ amount: '20' }, { amount: 20 }, post), sent, asked };
}

// ---
const Gone = suite('a money send with no readable answer');

Gone('no answer before the deadline: read back, and the placed action shown, sent once', async () => {
	const s = sendFailing(new ApiError(TIMEOUT, 'Request timed out'));
	assert.equal(await s.result, { kind: 'done', data: { id: 3 } });
	assert.equal(s.asked, ['key-1'], 'a send past its deadline was not checked');
	assert.equal(s.sent, ['key-1']);
});

Gone('a 2xx cut short: read back like an unreadable reply', async () => {
	const s = sendFailing(new ApiError(NETWORK, 'Network connection error', 0, 200));
	assert.equal(await s.result, { kind: 'done', data: { id: 3 } });
	assert.equal(s.asked, ['key-1']);
});

Gone('a connection dropped before any reply is not read back: kept for the retry', async () => {
	const s = sendFailing(new ApiError(NETWORK, 'Network connection error'));
	assert.is((await s.result).kind, 'failed');
	assert.equal(s.asked, []);
});

Gone('the client marks a 2xx cut short with its status, and a dropped connection with none', async () => {
	const over = (fetch: typeof globalThis.fetch) =>
		createHttp({ fetch, session: fakeSession().access, clock: fakeClock(), logger: fakeLogger() });
	const cut = await caught(
		over((async () => new Response('{"status": 200, "da', { status: 200 })) as typeof fetch).post(
			'/wallet/withdraw',
			{},
		),
	);
	assert.equal([cut.code, cut.httpStatus], [NETWORK, 200]);
	const dropped = await caught(
		over((async () => {
			throw new TypeError('Failed to fetch');
		}) as typeof fetch).post('/wallet/withdraw', {}),
	);
	assert.equal([dropped.code, dropped.httpStatus], [NETWORK, 0]);
});

Gone.run();
