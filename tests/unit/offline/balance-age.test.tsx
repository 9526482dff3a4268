import '../../setup/dom.ts';
import { signal } from '@preact/signals';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { UserApi } from '../../../src/api/user.ts';
import {
	type BalanceKeep,
	createSessionAccount,
	type KeptBalance,
} from '../../../src/state/session/session-account-model.ts';
import { mount } from '../../setup/dom.ts';
import { fakeClock, fakeLogger } from '../api/fakes.ts';
import '../live/no-css.ts';

const { BalanceText, balanceText } = await import('../../../src/components/balance-text.tsx');

const MINUTE = 60_000;

function memoryKeep(start?: { user: string } & KeptBalance) {
	let kept = start;
	const keep: BalanceKeep = {
		read: async (user) => (kept?.user === user ? { value: kept.value, at: kept.at } : undefined),
		write: async (user, k) => {
			kept = { user, ...k };
		},
		clear: async () => {
			kept = undefined;
		},
	};
	return { keep, kept: () => kept };
}

function account(answer: () => Promise<number | string>, keep: BalanceKeep, user = 'demo') {
	const clock = fakeClock();
	const api = { balance: answer } as unknown as UserApi;
	return { clock, model: createSessionAccount({ api, logger: fakeLogger(), clock, keep, user: () => user }) };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

const Kept = suite('last known balance');

Kept('an offline start shows the last balance read, with when it was read', async () => {
	const at = 1_700_000_000_000 - 5 * MINUTE;
	const { model } = account(offline, memoryKeep({ user: 'demo', value: 1055, at }).keep);
	await model.fetchBalance().catch(() => {});
	assert.is(model.balance.value, 1055, 'the kept balance was not shown');
	assert.is(model.balanceAt.value, at);
	assert.ok(model.balanceStale.value, 'an old balance shown as current');
	assert.is(balanceText(model, at + 5 * MINUTE, false), '$1055.00 · 5 minutes ago');
});

Kept('a balance read is kept for the next start, and a fresh one is not marked', async () => {
	const store = memoryKeep();
	const { model, clock } = account(async () => '980.5', store.keep);
	await model.fetchBalance();
	assert.equal(store.kept(), { user: 'demo', value: 980.5, at: clock.now() });
	assert.not.ok(model.balanceStale.value);
	assert.is(balanceText(model, clock.now() + 10 * MINUTE, true), '$980.50', 'a fresh balance carries an age');
});

Kept("another player's kept balance is never shown, and signing out forgets it", async () => {
	const store = memoryKeep({ user: 'someone-else', value: 99, at: 1 });
	const { model } = account(offline, store.keep, 'demo');
	await model.fetchBalance().catch(() => {});
	assert.is(model.balance.value, null, "another player's balance shown");
	assert.is(balanceText(model, 0, false), '— · Currently offline', 'a dash with no reason');
	model.clear();
	await Promise.resolve();
	assert.is(store.kept(), undefined, 'the kept balance survived the sign-out');
});

Kept.run();

// ---

const Shown = suite('balance on screen');

Shown('shows the age while the balance may be out of date, and moves it on by itself', async () => {
	const source = {
		balance: signal<number | null>(1055),
		balanceAt: signal<number | null>(0),
		balanceStale: signal(true),
	};
	let now = 5 * MINUTE;
	const root = mount();
	act(() => render(<BalanceText source={source} now={() => now} />, root));
	assert.is(root.textContent, '$1055.00 · 5 minutes ago');
	assert.is(root.querySelector('.balance-age')?.textContent, ' · 5 minutes ago');
	act(() => {
		source.balanceStale.value = false;
	});
	assert.is(root.textContent, '$1055.00', 'the age stayed after a fresh read');
	now = 2 * 60 * MINUTE;
	act(() => {
		source.balanceStale.value = true;
	});
	assert.is(root.textContent, '$1055.00 · 2 hours ago');
	act(() => render(null, root));
});

Shown.run();
