import '../../setup/dom.ts';
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Header } from '../../../src/components/header.tsx';
import { RequestResult } from '../../../src/components/wallet/request-result.tsx';
import { CardForm } from '../../../src/pages/bank-card/card-form.tsx';
import { PasswordForm } from '../../../src/pages/change-password/password-form.tsx';
import { TopupForm } from '../../../src/pages/recharge/topup-form.tsx';
import { WithdrawForm } from '../../../src/pages/withdraw/withdraw-form.tsx';
import { OfflineError } from '../../../src/state/money/money-action-model.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { submitForm, typeInto as type } from '../../setup/form-events.ts';

const submit = (root: HTMLElement) =>
	act(async () => {
		submitForm(root);
		await flushPromises();
	});
const alerts = (root: HTMLElement) => [...root.querySelectorAll('[role=alert]')].map((e) => e.textContent ?? '');
const labelled = (root: HTMLElement) => {
	for (const input of root.querySelectorAll('input:not([type=radio])')) {
		assert.ok(root.querySelector(`label[for="${input.id}"]`), `input ${input.id} has no label`);
	}
};

// ---
const Topup = suite('top-up form');

// GET /wallet/topup_options with every method and the server's default limits, in cents:
const ALL = { methods: ['bank_transfer', 'card', 'e_wallet'] as const, min: 10_00, max: 100_000_00 };
const BANK_ONLY = { methods: ['bank_transfer'] as const, min: 20_00, max: 150_00 };
const offered = (root: HTMLElement) =>
	[...root.querySelectorAll<HTMLInputElement>('input[name=topup-method]')].map((i) => i.value);

Topup('quick picks fill the amount; every box is labelled', () => {
	const root = mount();
	const kept: unknown[] = [];
	act(() => render(<TopupForm offer={ALL} keep={(f) => kept.push(f)} submit={async () => {}} />, root));
	labelled(root);
	act(() => root.querySelector<HTMLButtonElement>('.money-picks button:nth-child(2)')!.click());
	assert.is(root.querySelector<HTMLInputElement>('#topup-amount')!.value, '100');
	assert.equal(kept.at(-1), { amount: '100', method: 'bank_transfer' }, 'typed form not kept in the draft');
	render(null, root);
});

Topup('a bad amount shows its message and sends nothing', async () => {
	const root = mount();
	let calls = 0;
	act(() => render(<TopupForm offer={ALL} keep={() => {}} submit={async () => void calls++} />, root));
	act(() => type(root, 'topup-amount', '5'));
	await submit(root);
	assert.is(calls, 0);
	assert.match(alerts(root).join(), 'The minimum is $10.00');
	render(null, root);
});

Topup('sends the cents once while the first send is out, and shows progress', async () => {
	const root = mount();
	const sent: number[] = [];
	let finish!: () => void;
	const send = (_f: unknown, cents: number) => {
		sent.push(cents);
		return new Promise<void>((r) => (finish = r));
	};
	act(() =>
		render(<TopupForm offer={ALL} initial={{ amount: '12.5', method: 'card' }} keep={() => {}} submit={send} />, root),
	);
	await submit(root);
	await submit(root);
	assert.equal(sent, [1250], 'double submit');
	const button = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
	assert.is(button.getAttribute('aria-busy'), 'true');
	assert.not.ok(button.disabled, 'busy, not disabled: focus stays on it');
	assert.is(button.textContent, 'Submitting…');
	await act(async () => {
		finish();
		await flushPromises();
	});
	assert.is(button.getAttribute('aria-busy'), 'false');
	render(null, root);
});

Topup('offline is explained and the typed amount stays', async () => {
	const root = mount();
	act(() =>
		render(
			<TopupForm
				offer={ALL}
				keep={() => {}}
				submit={() => Promise.reject(new OfflineError())}
				initial={{ amount: '200', method: 'e_wallet' }}
			/>,
			root,
		),
	);
	await submit(root);
	assert.match(alerts(root).join(), 'You are offline');
	assert.is(root.querySelector<HTMLInputElement>('#topup-amount')!.value, '200');
	render(null, root);
});

Topup('offers only the methods the server takes now, within its limits', async () => {
	const root = mount();
	const sent: unknown[] = [];
	const kept = { amount: '15', method: 'card' as const };
	const form = <TopupForm offer={BANK_ONLY} initial={kept} keep={() => {}} submit={async (f) => void sent.push(f)} />;
	act(() => render(form, root));
	assert.equal(offered(root), ['bank_transfer']);
	assert.ok(
		root.querySelector<HTMLInputElement>('input[value=bank_transfer]')!.checked,
		'a kept card draft must fall back',
	);
	assert.match(root.querySelector('.money-hint')?.textContent ?? '', 'From $20.00 to $150.00');
	const picks = [...root.querySelectorAll('.money-picks button')].map((b) => b.textContent);
	assert.equal(picks, ['50', '100'], 'quick picks outside the limits are offered');
	await submit(root);
	assert.equal(sent, []);
	assert.match(alerts(root).join(), 'The minimum is $20.00');
	act(() => type(root, 'topup-amount', '150.01'));
	await submit(root);
	assert.match(alerts(root).join(), 'The maximum is $150.00');
	act(() => type(root, 'topup-amount', '150'));
	await submit(root);
	assert.equal(sent, [{ amount: '150', method: 'bank_transfer' }]);
	render(null, root);
});

Topup('an unanswered earlier send is pointed out', () => {
	const root = mount();
	act(() => render(<TopupForm offer={ALL} unsettled keep={() => {}} submit={async () => {}} />, root));
	assert.match(root.textContent ?? '', 'Submitting again is safe');
	render(null, root);
});

/** The top-up page as it stands: the form, then its result in the form's place. */
function TopupPage() {
	const [sent, setSent] = useState<{ amount: number; status: string } | null>(null);
	return (
		<>
			<Header title="Player top up" />
			{sent ? (
				<RequestResult kind="topup" request={sent} detail="Card" onAgain={() => setSent(null)} />
			) : (
				<TopupForm
					offer={ALL}
					initial={{ amount: '25', method: 'card' }}
					keep={() => {}}
					submit={async (_f, cents) => setSent({ amount: cents / 100, status: 'pending' })}
				/>
			)}
		</>
	);
}

Topup(
	'the result card takes focus when it replaces the form, and focus goes back up when the form returns',
	async () => {
		const root = mount();
		act(() => render(<TopupPage />, root));
		root.querySelector<HTMLElement>('button[type=submit]')!.focus();
		await submit(root);
		const card = root.querySelector<HTMLElement>('.w-result')!;
		assert.is(document.activeElement, card, `focus went to ${document.activeElement?.tagName}`);
		assert.is(card.getAttribute('tabindex'), '-1');
		assert.is(root.querySelector(`#${card.getAttribute('aria-labelledby')}`)?.textContent, 'Top-up requested');
		assert.is(card.getAttribute('role'), null, 'not a live region inserted already filled: focus reads it');
		await act(() => [...card.querySelectorAll<HTMLButtonElement>('button')].at(-1)!.click());
		assert.ok(root.querySelector('form'), 'the form is back');
		assert.is(document.activeElement?.id, 'page-title', 'focus went to the page heading, not the body');
		render(null, root);
	},
);

Topup('the button says what it does, with the amount once one is typed', () => {
	const root = mount();
	act(() =>
		render(
			<TopupForm offer={ALL} initial={{ amount: '', method: 'card' }} keep={() => {}} submit={async () => {}} />,
			root,
		),
	);
	const button = () => root.querySelector('button[type=submit]')?.textContent;
	assert.is(button(), 'Deposit');
	const again = mount();
	act(() =>
		render(
			<TopupForm offer={ALL} initial={{ amount: '12.5', method: 'card' }} keep={() => {}} submit={async () => {}} />,
			again,
		),
	);
	assert.is(again.querySelector('button[type=submit]')?.textContent, 'Deposit $12.50');
});

Topup.run();

// ---
const Withdraw = suite('withdraw form');

const withdraw = (props: Partial<Parameters<typeof WithdrawForm>[0]> = {}) => {
	const root = mount();
	const sent: number[] = [];
	act(() =>
		render(
			<WithdrawForm
				balance={115000}
				card="Demo Bank **** 1111"
				keep={() => {}}
				submit={async (_f, cents) => void sent.push(cents)}
				{...props}
			/>,
			root,
		),
	);
	return { root, sent };
};

Withdraw('shows the available balance and the card', () => {
	const { root } = withdraw();
	labelled(root);
	assert.is(root.querySelector('.withdraw-balance')?.textContent, '$1150.00');
	assert.match(root.querySelector('.withdraw-card')?.textContent ?? '', '**** 1111');
	render(null, root);
});

Withdraw('more than the balance is refused before sending', async () => {
	const { root, sent } = withdraw();
	act(() => type(root, 'withdraw-amount', '1150.01'));
	await submit(root);
	assert.equal(sent, []);
	assert.match(alerts(root).join(), 'More than your available balance');
	render(null, root);
});

Withdraw('without a card: a prompt links to Bank account management and nothing is sent', async () => {
	const { root, sent } = withdraw({ card: null });
	const link = root.querySelector<HTMLAnchorElement>('.withdraw-no-card a');
	assert.is(link?.getAttribute('href'), '#/pages/bankCard/bankCard');
	act(() => type(root, 'withdraw-amount', '100'));
	await submit(root);
	assert.equal(sent, []);
	render(null, root);
});

Withdraw('a good amount is sent in cents; a server refusal is shown and the amount kept', async () => {
	const { root, sent } = withdraw();
	act(() => type(root, 'withdraw-amount', '20.05'));
	await submit(root);
	assert.equal(sent, [2005]);
	render(null, root);
	const failing = withdraw({ submit: () => Promise.reject(new Error('Insufficient balance')) });
	act(() => type(failing.root, 'withdraw-amount', '30'));
	await submit(failing.root);
	assert.match(alerts(failing.root).join(), 'Insufficient balance');
	assert.is(failing.root.querySelector<HTMLInputElement>('#withdraw-amount')!.value, '30');
	render(null, failing.root);
});

Withdraw('the button says Withdraw with the amount typed', () => {
	const { root } = withdraw({ initial: { amount: '40' } });
	assert.is(root.querySelector('button[type=submit]')?.textContent, 'Withdraw $40.00');
});

Withdraw.run();

// ---
const Card = suite('bank card form');

Card('a number failing the Luhn check is refused client-side', async () => {
	const root = mount();
	let saves = 0;
	act(() => render(<CardForm save={async () => void saves++} onSaved={() => {}} />, root));
	labelled(root);
	act(() => {
		type(root, 'card-holder', 'Ann Lee');
		type(root, 'card-bank', 'Demo Bank');
		type(root, 'card-number', '4111 1111 1111 1112');
	});
	await submit(root);
	assert.is(saves, 0);
	assert.match(alerts(root).join(), 'not valid');
	render(null, root);
});

Card('a valid card is saved; the server message is shown when it refuses', async () => {
	const root = mount();
	const saved: unknown[] = [];
	let done = 0;
	let refuse = true;
	const save = async (form: unknown) => {
		if (refuse) throw new Error('holder_name: must not be empty');
		saved.push(form);
	};
	act(() => render(<CardForm save={save} onSaved={() => void done++} />, root));
	act(() => {
		type(root, 'card-holder', 'Ann Lee');
		type(root, 'card-bank', 'Demo Bank');
		type(root, 'card-number', '4111 1111 1111 1111');
	});
	await submit(root);
	assert.match(alerts(root).join(), 'must not be empty');
	assert.is(root.querySelector<HTMLInputElement>('#card-number')!.value, '4111 1111 1111 1111', 'typed card lost');
	refuse = false;
	await submit(root);
	assert.is(saved.length, 1);
	assert.is(done, 1);
	render(null, root);
});

Card.run();

// ---
const Password = suite('change password form');

Password('rules are checked before sending', async () => {
	const root = mount();
	let calls = 0;
	act(() => render(<PasswordForm change={async () => void calls++} />, root));
	labelled(root);
	act(() => {
		type(root, 'pw-old', 'demo-pass-2025');
		type(root, 'pw-new', 'short');
		type(root, 'pw-confirm', 'other');
	});
	await submit(root);
	assert.is(calls, 0);
	const text = alerts(root).join('|');
	assert.match(text, '8 to 64 characters');
	assert.match(text, 'do not match');
	render(null, root);
});

Password('a good change is sent and confirmed; a wrong old password shows the server message', async () => {
	const root = mount();
	const sent: string[][] = [];
	let wrong = true;
	const change = async (a: string, b: string) => {
		if (wrong) throw new Error('old_password is incorrect');
		sent.push([a, b]);
	};
	act(() => render(<PasswordForm change={change} />, root));
	act(() => {
		type(root, 'pw-old', 'demo-pass-2025');
		type(root, 'pw-new', 'new-pass-2026');
		type(root, 'pw-confirm', 'new-pass-2026');
	});
	await submit(root);
	assert.match(alerts(root).join(), 'old_password is incorrect');
	assert.is(root.querySelector<HTMLInputElement>('#pw-new')!.value, 'new-pass-2026');
	wrong = false;
	await submit(root);
	assert.equal(sent, [['demo-pass-2025', 'new-pass-2026']]);
	assert.match(root.querySelector('.password-done')?.textContent ?? '', 'Password changed');
	assert.is(root.querySelector('.password-done')?.parentElement?.getAttribute('role'), 'status', 'announced');
	render(null, root);
});

Password('the confirmation lands in a status region that was there before it', () => {
	const root = mount();
	act(() => render(<PasswordForm change={async () => {}} />, root));
	const region = root.querySelector('[role=status]');
	assert.ok(region, 'the region exists while still empty');
	assert.is(region?.textContent, '');
	render(null, root);
});

Password.run();
