// A money reply that came but could not be read: the key is kept, the server is asked what became of that key,
// and only its stored answer settles the action; nothing is ever sent again on the player's behalf.
import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError, BAD_REPLY, NETWORK, REJECTED } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { moneyPost, type ReadBack } from '../../../src/api/money-post.ts';
import { withdrawalShape } from '../../../src/api/shapes/wallet.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { Unconfirmed } from '../../../src/state/common/failure-text.ts';
import { createMoneyAction, type Post } from '../../../src/state/money/money-action-model.ts';
import { createMoneyDraft } from '../../../src/state/money/money-draft-model.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { envelope, fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

const unread = () => new ApiError(BAD_REPLY, 'The reply could not be read', 200, 200);

function setup(first: () => Promise<{ data: unknown }>, found: () => Promise<ReadBack<unknown>>) {
	let keys = 0;
	const draft = createMoneyDraft<{ amount: string }>('withdraw', createStorage(memoryBacking()), () => `key-${++keys}`);
	const notices: string[] = [];
	const action = createMoneyAction(draft, () => true, {
		start: () => void notices.push('checking'),
		done: () => void notices.push('done'),
	});
	const sent: string[] = [];
	const asked: string[] = [];
	const post = Object.assign(
		(_payload: unknown, key: string) => {
			sent.push(key);
			return first();
		},
		{
			readBack: (key: string) => {
				asked.push(key);
				return found();
			},
		},
	) as Post<unknown>;
	const send = () => action.send({ amount: '20' }, { amount: 20 }, post);
	return { draft, send, sent, asked, notices };
}

// ---
const Check = suite('a money reply that could not be read');

Check('went through: read back as done, the key spent, a success (never silent, never twice)', async () => {
	const s = setup(
		() => Promise.reject(unread()),
		async () => ({ state: 'done', data: { id: 7 } }),
	);
	const result = await s.send();
	assert.equal(result, { kind: 'done', data: { id: 7 } });
	assert.equal(s.asked, ['key-1'], 'the read-back asked for another key');
	assert.is(s.draft.key(), null, 'the key was kept after a confirmed success');
	assert.equal(s.notices, ['checking', 'done'], 'the player was not told it was being checked');
	assert.equal(s.sent, ['key-1'], 'the action was sent again');
});

Check('never arrived: the key is kept and the retry goes with the same key', async () => {
	let n = 0;
	const s = setup(
		() => (n++ === 0 ? Promise.reject(unread()) : Promise.resolve({ data: { id: 8 } })),
		async () => ({ state: 'none' }),
	);
	const result = await s.send();
	assert.is(result.kind, 'failed');
	const error = (result as { error: unknown }).error;
	assert.instance(error, Unconfirmed);
	assert.is((error as Error).message, 'It did not go through. You can send it again safely.');
	assert.is(s.draft.key(), 'key-1');
	assert.is((await s.send()).kind, 'done');
	assert.equal(s.sent, ['key-1', 'key-1'], 'the retry did not reuse the key');
});

Check("refused: the server's stored refusal spends the key like the reply would have", async () => {
	const refusal = new ApiError(REJECTED, 'Insufficient balance', 400, 400, null, 'insufficient_balance');
	const s = setup(
		() => Promise.reject(unread()),
		async () => ({ state: 'refused', error: refusal }),
	);
	const result = await s.send();
	assert.equal(result, { kind: 'refused', error: refusal });
	assert.is(s.draft.key(), null);
	assert.equal(s.draft.form(), { amount: '20' }, 'what was typed was lost');
});

Check(
	'still in progress, or the read-back itself fails: the key is kept and the player told to check again',
	async () => {
		for (const found of [async () => ({ state: 'pending' }) as const, () => Promise.reject(unread())]) {
			const s = setup(() => Promise.reject(unread()), found);
			const result = await s.send();
			assert.is(result.kind, 'failed');
			assert.is(
				((result as { error: Error }).error as Error).message,
				'Still not confirmed. Check again before sending anything new.',
			);
			assert.is(s.draft.key(), 'key-1');
			assert.equal(s.notices, ['checking', 'done'], 'the checking notice stayed');
		}
	},
);

Check('no reply at all is not read back: it is kept for the retry as before', async () => {
	const s = setup(
		() => Promise.reject(new ApiError(NETWORK, 'Network connection error')),
		async () => ({ state: 'none' }),
	);
	assert.is((await s.send()).kind, 'failed');
	assert.equal(s.asked, []);
	assert.is(s.draft.key(), 'key-1');
});

// ---
const ReadBackOf = suite('moneyPost: the read-back of a key');

const withdrawal = {
	...{ id: 5, amount: 20, card_number: '**** 1111', bank_name: 'Bank', status: 'pending', reason: null },
	...{ created_at: '2025-09-13T10:00:00Z', decided_at: null },
};

function over(stored: unknown) {
	const net = fakeFetch(() => envelope(200, stored));
	const http = createHttp({
		fetch: net.fetch,
		session: fakeSession().access,
		clock: fakeClock(),
		logger: fakeLogger(),
	});
	return { post: moneyPost(http, '/wallet/withdraw', withdrawalShape), net };
}

ReadBackOf('asks GET /replies with the route and key, and reads a stored success with the reply shape', async () => {
	const { post, net } = over({ state: 'done', status: 200, reply: { status: 200, message: 'OK', data: withdrawal } });
	assert.equal(await post.readBack('key-1'), { state: 'done', data: withdrawal });
	assert.is(net.calls[0]?.method, 'GET');
	assert.is(net.calls[0]?.url, '/api/replies?route=%2Fwallet%2Fwithdraw&key=key-1');
});

ReadBackOf('a stored refusal comes back as the refusal the POST would have raised', async () => {
	const reply = { status: 400, code: 'insufficient_balance', message: 'Insufficient balance', data: null };
	const { post } = over({ state: 'done', status: 400, reply });
	const found = await post.readBack('key-1');
	assert.is(found.state, 'refused');
	const error = (found as { error: ApiError }).error;
	assert.equal([error.code, error.status, error.reason], [REJECTED, 400, 'insufficient_balance']);
});

ReadBackOf('nothing stored, and still in progress, say so', async () => {
	assert.equal(await over({ state: 'none', status: null, reply: null }).post.readBack('k'), { state: 'none' });
	assert.equal(await over({ state: 'pending', status: null, reply: null }).post.readBack('k'), { state: 'pending' });
});

ReadBackOf('a stored success that does not fit is still unknown: it throws, never reads as done', async () => {
	const { post } = over({ state: 'done', status: 200, reply: { status: 200, message: 'OK', data: null } });
	const error = await post.readBack('key-1').catch((e: ApiError) => e);
	assert.is((error as ApiError).code, BAD_REPLY);
});

Check.run();
ReadBackOf.run();
