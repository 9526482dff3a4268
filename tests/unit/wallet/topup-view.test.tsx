// The top-up page in happy-dom over a fake server: the result card a player sees on coming back from the provider
// (approved, declined, pending then approved, unknown id), the methods offered, and a bank transfer's details.
import '../../setup/dom.ts';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addMessages, setLanguage } from '../../../src/i18n/index.ts';
import zhWallet from '../../../src/i18n/zh/wallet.json' with { type: 'json' };
import { RechargeView } from '../../../src/pages/recharge/recharge-view.tsx';
import { READ_EVERY, READS } from '../../../src/state/wallet/topup-return-model.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { ok } from '../sports/setup.ts';
import { inTurn, notFound, OPTIONS, TOPUPS, topupOver } from './topup-setup.ts';

const settle = () =>
	act(async () => {
		for (let i = 0; i < 8; i++) await flushPromises();
	});
const card = (root: HTMLElement) => root.querySelector<HTMLElement>('.w-result');
const heading = (root: HTMLElement) => card(root)?.querySelector('h2')?.textContent;
const buttonNamed = (root: HTMLElement, name: string) =>
	[...root.querySelectorAll<HTMLElement>('button, a')].find((b) => b.textContent === name);

async function show(id: number | null, routes: Parameters<typeof topupOver>[0]) {
	const setup = topupOver(routes);
	const root = mount();
	let toForm = 0;
	act(() => render(<RechargeView model={setup.model} id={id} toForm={() => void toForm++} />, root));
	await settle();
	return { ...setup, root, toForm: () => toForm };
}

// ---
const Back = suite('top-up page: back from the provider');

Back('approved: the amount added and the new balance, in a card that takes focus', async () => {
	const { root, balance } = await show(18, { 'GET /wallet/topup': inTurn(TOPUPS.approved) });
	assert.is(heading(root), 'Top-up successful');
	const text = card(root)?.textContent ?? '';
	assert.match(text, '$64.50');
	assert.match(text, 'Approved · Card · HC0000182');
	assert.match(text, 'Your balance is now $1214.50');
	assert.is(balance.reads, 1);
	assert.is(document.activeElement, card(root), 'the result card did not take focus');
	assert.is(card(root)?.getAttribute('tabindex'), '-1');
	assert.ok(buttonNamed(root, 'View top-up history'));
	render(null, root);
});

Back('declined: the reason in the player’s words, and Try again fills the form with the same top-up', async () => {
	const { root, toForm } = await show(18, { 'GET /wallet/topup': inTurn(TOPUPS.declined) });
	assert.is(heading(root), 'Top-up not completed');
	const text = card(root)?.textContent ?? '';
	assert.match(text, 'The payment was declined. No money was taken.');
	assert.not.match(text, 'declined by the provider', 'the server’s English reason is shown');
	assert.not.match(text, 'balance is now');
	await act(() => buttonNamed(root, 'Try again')!.click());
	await settle();
	assert.is(toForm(), 1, 'the return address stays after Try again');
	assert.is(root.querySelector<HTMLInputElement>('#topup-amount')?.value, '64.5');
	assert.ok(root.querySelector<HTMLInputElement>('input[name=topup-method][value=card]')?.checked);
	render(null, root);
});

Back('still pending: says it is confirming, then shows the outcome when it lands, and focus follows', async () => {
	const { root, clock } = await show(18, {
		'GET /wallet/topup': inTurn(TOPUPS.checkout, TOPUPS.approved),
	});
	assert.is(heading(root), 'Confirming your payment…');
	assert.is(card(root)?.getAttribute('aria-busy'), 'true');
	const waiting = card(root);
	await act(() => clock.tick(READ_EVERY));
	await settle();
	assert.is(heading(root), 'Top-up successful');
	assert.is.not(card(root), waiting, 'the outcome is a new card');
	assert.is(document.activeElement, card(root), 'focus did not move to the outcome');
	render(null, root);
});

Back('pending for about 30 s: being confirmed, with the history and the payment page to go back to', async () => {
	const { root, clock } = await show(18, { 'GET /wallet/topup': inTurn(TOPUPS.checkout) });
	for (let i = 1; i < READS; i++) {
		await act(() => clock.tick(READ_EVERY));
		await settle();
	}
	assert.is(heading(root), 'Your payment is being confirmed');
	assert.match(card(root)?.textContent ?? '', 'It will show in your top-up history');
	assert.is(buttonNamed(root, 'View top-up history')?.getAttribute('href'), '#/pages/recharge/record');
	assert.is(buttonNamed(root, 'Continue to payment')?.getAttribute('href'), 'http://127.0.0.1/pay/demo/cs_18');
	render(null, root);
});

Back('an unknown id shows no card, only the form', async () => {
	const { root } = await show(999, { 'GET /wallet/topup': notFound });
	assert.is(card(root), null);
	assert.ok(root.querySelector('#topup-amount'), 'the form is missing');
	render(null, root);
});

Back('in Chinese: the heading and the reason by its code', async () => {
	addMessages('zh', { wallet: zhWallet });
	await setLanguage('zh', null);
	try {
		const { root } = await show(18, { 'GET /wallet/topup': inTurn(TOPUPS.declined) });
		assert.is(heading(root), '充值未完成');
		assert.match(card(root)?.textContent ?? '', '付款被拒绝，未扣取任何款项。');
		render(null, root);
	} finally {
		await setLanguage('en', null);
	}
});

Back.run();

// ---
const Form = suite('top-up page: the form and a bank transfer');

Form('offers only the methods the server takes now', async () => {
	const { root } = await show(null, {
		'GET /wallet/topup_options': () => ok({ ...OPTIONS, methods: ['bank_transfer'] }),
	});
	const methods = [...root.querySelectorAll<HTMLInputElement>('input[name=topup-method]')].map((i) => i.value);
	assert.equal(methods, ['bank_transfer']);
	render(null, root);
});

Form('with no method at all, says top-ups are not available', async () => {
	const { root } = await show(null, { 'GET /wallet/topup_options': () => ok({ ...OPTIONS, methods: [] }) });
	assert.is(root.querySelector('form'), null);
	assert.match(root.textContent ?? '', 'Top-ups are not available right now');
	render(null, root);
});

Form(
	'a bank transfer shows the account, amount and reference to quote, each copyable, and who approves it',
	async () => {
		const { root, left } = await show(null, { 'POST /wallet/topup': () => ok(TOPUPS.bank) });
		const amount = root.querySelector<HTMLInputElement>('#topup-amount')!;
		act(() => {
			amount.value = '250';
			amount.dispatchEvent(new Event('input', { bubbles: true }));
		});
		act(() => {
			root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
		});
		await settle();
		assert.equal(left, [], 'a bank transfer left the app');
		assert.is(heading(root), 'Transfer to complete your top-up');
		const lines = [...root.querySelectorAll('.pay-to > div')].map((d) => [
			d.querySelector('dt')?.textContent,
			d.querySelector('.pay-to-value')?.textContent,
		]);
		assert.equal(lines, [
			['Bank', 'Demo Bank'],
			['Account name', 'Horse Club Demo Ltd'],
			['Account number', '012-345678-901'],
			['Bank code', 'DEMOHKHH'],
			['Amount', '$250.00'],
			['Reference', 'HC0000190'],
		]);
		const copy = [...root.querySelectorAll('.pay-to button')].map((b) => b.getAttribute('aria-label'));
		assert.is(copy.length, 6);
		assert.is(copy[2], 'Copy Account number');
		assert.match(card(root)?.textContent ?? '', 'An operator approves the top-up once the money arrives');
		assert.is(document.activeElement, card(root));
		render(null, root);
	},
);

Form.run();
