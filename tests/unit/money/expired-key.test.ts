// A money key older than the 24 h the server keeps replies: what became of it can no longer be told, so the app says
// so and sends the player to their statement; it never sends the action again by itself, under that key or a new one.
import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError, BAD_REPLY } from '../../../src/api/errors.ts';
import { createHttp } from '../../../src/api/http.ts';
import { moneyPost, type ReadBack } from '../../../src/api/money-post.ts';
import { withdrawalShape } from '../../../src/api/shapes/wallet.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { Unconfirmed } from '../../../src/state/common/failure-text.ts';
import { createMoneyAction, type Post } from '../../../src/state/money/money-action-model.ts';
import { createMoneyDraft, draftSlot } from '../../../src/state/money/money-draft-model.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { envelope, fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

const HOUR = 3_600_000;
const unread = () => new ApiError(BAD_REPLY, 'The reply could not be read', 200, 200);

function setup(found: (age: number | null | undefined) => ReadBack<unknown>, backing = memoryBacking()) {
	let now = 1_000_000;
	let keys = 0;
	const draft = createMoneyDraft<{ amount: string }>(
		'withdraw',
		createStorage(backing),
		() => `key-${++keys}`,
		() => now,
	);
	const told: string[] = [];
	const action = createMoneyAction(draft, () => true, {
		start: () => void told.push('checking'),
		done: () => void told.push('done'),
		expired: () => void told.push('see your statement'),
	});
	const sent: string[] = [];
	const asked: (number | null | undefined)[] = [];
	let reply: () => Promise<{ data: unknown }> = () => Promise.reject(unread());
	const post = Object.assign(
		(_payload: unknown, key: string) => {
			sent.push(key);
			return reply();
		},
		{
			readBack: async (_key: string, age?: number | null) => {
				asked.push(age);
				return found(age);
			},
		},
	) as Post<unknown>;
	return {
		...{ draft, told, sent, asked },
		send: () => action.send({ amount: '20' }, { amount: 20 }, post),
		later: (ms: number) => {
			now += ms;
		},
		answer: (next: typeof reply) => {
			reply = next;
		},
	};
}

// ---
const Expired = suite('a money key the server may have forgotten');

Expired('read back as expired: the player is sent to the statement, the form kept, nothing sent again', async () => {
	const s = setup(() => ({ state: 'expired' }));
	const result = await s.send();
	assert.is(result.kind, 'failed');
	const error = (result as { error: unknown }).error;
	assert.instance(error, Unconfirmed);
	assert.match((error as Error).message, 'Check your statement before');
	assert.equal(s.told, ['checking', 'see your statement', 'done']);
	assert.equal(s.sent, ['key-1'], 'the action was sent again by itself');
	assert.is(s.draft.key(), null, 'the forgotten key was kept, to go again as if new');
	assert.equal(s.draft.form(), { amount: '20' }, 'what was typed was lost');
});

Expired('the read-back carries the age of the key, by the injected clock', async () => {
	const s = setup(() => ({ state: 'none' }));
	s.later(5000);
	await s.send();
	assert.equal(s.asked, [0], 'the key was made at the send');
	s.later(90_000);
	await s.send();
	assert.equal(s.asked, [0, 90_000], 'a retry of the same action did not keep the age of its key');
});

Expired('a key of unknown age (kept by an older app) that reads back as none is treated as expired', async () => {
	const backing = memoryBacking({
		[draftSlot('withdraw')]: JSON.stringify({ form: { amount: '20' }, key: 'old-key', sent: '{"amount":20}' }),
	});
	const s = setup(() => ({ state: 'none' }), backing);
	const result = await s.send();
	assert.equal(s.asked, [null]);
	assert.equal(s.sent, ['old-key']);
	assert.match(((result as { error: Error }).error as Error).message, 'Sent over a day ago');
	assert.ok(s.told.includes('see your statement'));
});

Expired('a kept key nearly a day old is read back before it goes, and never goes when expired', async () => {
	const s = setup((age) => ((age ?? 0) > 23 * HOUR ? { state: 'expired' } : { state: 'none' }));
	s.answer(() => Promise.reject(new ApiError('ENETWORK', 'Network connection error')));
	await s.send();
	assert.equal(s.asked, [], 'no reply at all is not read back');
	s.later(24 * HOUR);
	s.answer(() => Promise.resolve({ data: { id: 1 } }));
	const result = await s.send();
	assert.is(result.kind, 'failed');
	assert.equal(s.sent, ['key-1'], 'a day-old key went again: the server would take it for a new action');
	assert.equal(s.asked, [24 * HOUR]);
	assert.ok(s.told.includes('see your statement'));
	assert.is((await s.send()).kind, 'done', 'the next tap, told, is a new action');
	assert.equal(s.sent, ['key-1', 'key-2']);
});

Expired('a kept key nearly a day old that the server still holds is settled by its reply', async () => {
	const s = setup(() => ({ state: 'done', data: { id: 9 } }));
	s.answer(() => Promise.reject(new ApiError('ENETWORK', 'Network connection error')));
	await s.send();
	s.later(24 * HOUR);
	assert.equal(await s.send(), { kind: 'done', data: { id: 9 } });
	assert.equal(s.sent, ['key-1'], 'sent again although the server had its reply');
});

// ---
const Asked = suite('moneyPost: the read-back of an old key');

Asked('sends the age, and reads expired', async () => {
	const net = fakeFetch(() => envelope(200, { state: 'expired', status: null, reply: null }));
	const http = createHttp({
		fetch: net.fetch,
		session: fakeSession().access,
		clock: fakeClock(),
		logger: fakeLogger(),
	});
	const post = moneyPost(http, '/wallet/withdraw', withdrawalShape);
	assert.equal(await post.readBack('key-1', 90_000.7), { state: 'expired' });
	assert.is(net.calls[0]?.url, '/api/replies?route=%2Fwallet%2Fwithdraw&key=key-1&age=90000');
	await post.readBack('key-1', null);
	assert.is(net.calls[1]?.url, '/api/replies?route=%2Fwallet%2Fwithdraw&key=key-1', 'an unknown age was sent');
});

Expired.run();
Asked.run();
