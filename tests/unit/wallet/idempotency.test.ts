import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiError, EXPIRED, REJECTED, TIMEOUT } from '../../../src/api/errors.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import { OfflineError } from '../../../src/state/money/money-action-model.ts';
import { createMoneyDraft } from '../../../src/state/money/money-draft-model.ts';
import { failureSpendsKey } from '../../../src/state/money/money-rule.ts';
import { memoryBacking } from '../../setup/memory-backing.ts';
import { networkDown, refused, topupWith, walletWith } from './fakes.ts';

const form = { amount: '100', method: 'card' as const };

// ---
const Draft = suite('form draft with its Idempotency-Key');

Draft('keeps the typed form without making a key', () => {
	const backing = memoryBacking();
	const draft = createMoneyDraft<{ amount: string }>('t', createStorage(backing), () => 'k1');
	draft.save({ amount: '12' });
	assert.equal(draft.form(), { amount: '12' });
	assert.is(draft.unsettled(), false, 'typing alone must not look like an unanswered send');
});

Draft('the key is written to storage before it is handed out, and survives a reload', () => {
	const backing = memoryBacking();
	let n = 0;
	const draft = createMoneyDraft('t', createStorage(backing), () => `k${++n}`);
	const key = draft.keyFor({ amount: '5' }, { amount: 5 });
	assert.match(backing.map.get('draft:t') ?? '', key, 'key not stored with the draft');
	const reloaded = createMoneyDraft('t', createStorage(backing), () => 'fresh');
	assert.is(reloaded.keyFor({ amount: '5' }, { amount: 5 }), key, 'a reload must reuse the stored key');
	assert.ok(reloaded.unsettled());
});

Draft('a changed payload is a new action with a new key; settle forgets it', () => {
	let n = 0;
	const draft = createMoneyDraft('t', createStorage(memoryBacking()), () => `k${++n}`);
	const a = draft.keyFor({ amount: '5' }, { amount: 5 });
	const b = draft.keyFor({ amount: '6' }, { amount: 6 });
	assert.is.not(a, b);
	draft.settle({ amount: '6' });
	assert.equal(draft.form(), { amount: '6' }, 'settle(keep) keeps the form');
	assert.is(draft.unsettled(), false);
	draft.settle();
	assert.is(draft.form(), null);
});

Draft('a corrupt stored draft is ignored, not thrown', () => {
	const backing = memoryBacking();
	backing.map.set('draft:t', '{not json');
	const draft = createMoneyDraft('t', createStorage(backing), () => 'k');
	assert.is(draft.form(), null);
});

Draft.run();

// ---
const Definitive = suite('which failures settle a money request');

Definitive('a refusal with a reason is definitive; no reply, in-flight, session and rate limits are not', () => {
	assert.ok(failureSpendsKey(new ApiError(REJECTED, 'Insufficient balance', 400, 400)));
	assert.ok(failureSpendsKey(new ApiError(REJECTED, 'legacy', 400, 200)), 'body status on an HTTP 200 counts');
	assert.not.ok(failureSpendsKey(new ApiError(REJECTED, 'in flight', 409, 409, null, 'idempotency_in_progress')));
	assert.not.ok(failureSpendsKey(new ApiError(REJECTED, 'slow down', 429, 429)));
	assert.not.ok(failureSpendsKey(new ApiError(REJECTED, 'crash', 500, 500)));
	assert.not.ok(failureSpendsKey(new ApiError(TIMEOUT, 'timed out')));
	assert.not.ok(failureSpendsKey(new ApiError(EXPIRED, 'expired', 401, 401)));
	assert.not.ok(failureSpendsKey(new Error('x')));
});

Definitive.run();

// ---
const Topup = suite('top-up request sent once per player action');

Topup('sends amount and method with an Idempotency-Key, as a decimal', async () => {
	const { topup, calls } = topupWith();
	await topup.request(form, 10000);
	assert.is(calls[0]?.url, '/wallet/topup');
	assert.equal(calls[0]?.data, { amount: 100, method: 'card' });
	assert.ok(calls[0]?.key, 'no Idempotency-Key sent');
	assert.is(topup.shown.value?.phase, 'sent', 'the pending request is shown afterwards');
});

Topup('a thrown request keeps the key and the form; the retry reuses the key', async () => {
	const { topup, calls } = topupWith([networkDown]);
	await topup.request(form, 10000).then(
		() => assert.unreachable('should have thrown'),
		() => {},
	);
	assert.equal(topup.draft().form, form, 'typed form lost');
	assert.ok(topup.draft().unsettled, 'key dropped after a thrown request');
	await topup.request(form, 10000);
	assert.is(calls[1]?.key, calls[0]?.key, 'retry must reuse the first key');
});

Topup('a reload after a thrown request still reuses the key', async () => {
	const first = topupWith([networkDown]);
	await first.topup.request(form, 10000).catch(() => {});
	const second = topupWith([], { backing: first.backing });
	await second.topup.request(form, 10000);
	assert.is(second.calls[0]?.key, first.calls[0]?.key);
});

Topup('after a success the next action gets a new key and the draft is gone', async () => {
	const { topup, calls } = topupWith();
	await topup.request(form, 10000);
	assert.is(topup.draft().form, null);
	await topup.request(form, 10000);
	assert.is.not(calls[1]?.key, calls[0]?.key, 'a new action must not replay the old key');
});

Topup('a refusal spends the key but keeps the typed form', async () => {
	const { topup, calls } = topupWith([refused(400, 'amount must be between 10 and 100000')]);
	await topup.request(form, 10000).catch((e: Error) => assert.match(e.message, 'between'));
	assert.equal(topup.draft().form, form);
	assert.not.ok(topup.draft().unsettled);
	await topup.request(form, 10000);
	assert.is.not(calls[1]?.key, calls[0]?.key);
});

Topup('offline is refused up front: nothing sent, form kept, nothing sent later', async () => {
	let online = false;
	const { topup, calls } = topupWith([], { online: () => online });
	const error = await topup.request(form, 10000).catch((e) => e);
	assert.instance(error, OfflineError);
	assert.is(calls.length, 0);
	assert.equal(topup.draft().form, form);
	online = true;
	await Promise.resolve();
	assert.is(calls.length, 0, 'nothing may go out on its own when back online');
});

Topup.run();

// ---
const Withdraw = suite('withdrawal request');

Withdraw('sends the amount with a key, then refreshes the balance that was held', async () => {
	const { wallet, calls, balanceCalls } = walletWith();
	await wallet.requestWithdrawal({ amount: '25.5' }, 2550);
	assert.equal(calls[0]?.data, { amount: 25.5 });
	assert.is(calls[0]?.url, '/wallet/withdraw');
	assert.ok(calls[0]?.key);
	assert.is(balanceCalls(), 1);
});

Withdraw('a timeout keeps the key for the retry', async () => {
	const { wallet, calls } = walletWith([networkDown]);
	await wallet.requestWithdrawal({ amount: '20' }, 2000).catch(() => {});
	await wallet.requestWithdrawal({ amount: '20' }, 2000);
	assert.is(calls[1]?.key, calls[0]?.key);
});

Withdraw.run();
