import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyText } from '../../../src/pages/invitation/copy.ts';
import { InviteView } from '../../../src/pages/invitation/invite-view.tsx';
import { absoluteLink, createInvite } from '../../../src/state/invite/invite-model.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { fakeServer, ok, type Route, refusal } from '../sports/setup.ts';

const INVITE = {
	invite_code: 'DEMO2025',
	invite_link: '/app/#/pages/login/register?invite_code=DEMO2025',
	invitees: [
		{ user_name: 'r***r', joined_at: '2030-01-02T03:00:00Z', rewarded: true },
		{ user_name: 'n*o', joined_at: '2030-01-03T03:00:00Z', rewarded: false },
	],
	total_reward: 20,
};

const settle = async () => {
	for (let i = 0; i < 6; i++) await flushPromises();
};

async function show(share?: (data: ShareData) => Promise<void>, invite: Route = () => ok(INVITE)) {
	const server = fakeServer({ 'GET /invite': invite });
	const toasts: string[] = [];
	const copied: string[] = [];
	const model = createInvite({ http: server.http, notify: (m) => void toasts.push(m) });
	const root = mount();
	act(() =>
		render(
			<InviteView
				model={model}
				origin="https://club.example"
				copy={async (text) => {
					copied.push(text);
					return true;
				}}
				share={share}
				notify={(m) => void toasts.push(m)}
			/>,
			root,
		),
	);
	await act(settle);
	return { root, toasts, copied };
}

const button = (root: HTMLElement, text: string) =>
	[...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);

const test = suite('invite page');

test('a failed load is announced, and its Retry brings the invitation', async () => {
	const { root } = await show(undefined, (_, n) => (n === 0 ? refusal(503, 'Busy') : ok(INVITE)));
	const retry = root.querySelector<HTMLButtonElement>('[role=alert] button.load-error');
	assert.ok(retry, 'the failure is not announced');
	await act(async () => {
		retry.click();
		await settle();
	});
	assert.is(root.querySelector('[data-testid=invite-code]')?.textContent, 'DEMO2025');
	assert.is(root.querySelector('[role=alert]'), null, 'the alert stayed after the retry');
});

test('the link is absolute and opens sign-up with the code prefilled', async () => {
	const { root } = await show();
	const link = root.querySelector<HTMLAnchorElement>('[data-testid=invite-link]')?.getAttribute('href') ?? '';
	assert.is(link, 'https://club.example/app/#/pages/login/register?invite_code=DEMO2025');
	const url = new URL(link);
	assert.is(url.hash.split('?')[0], '#/pages/login/register');
	assert.is(new URLSearchParams(url.hash.split('?')[1]).get('invite_code'), 'DEMO2025');
	assert.is(root.querySelector('[data-testid=invite-code]')?.textContent, 'DEMO2025');
	render(null, root);
});

test('copy puts the link or the code on the clipboard and says so', async () => {
	const { root, copied, toasts } = await show();
	await act(async () => {
		button(root, 'Copy link')?.click();
		button(root, 'Copy code')?.click();
		await settle();
	});
	assert.equal(copied, ['https://club.example/app/#/pages/login/register?invite_code=DEMO2025', 'DEMO2025']);
	assert.equal(toasts, ['Copied', 'Copied']);
	render(null, root);
});

test('share is offered only where the browser can share, and sends the link', async () => {
	const plain = await show();
	assert.not.ok(button(plain.root, 'Share'), 'share shown without navigator.share');
	render(null, plain.root);
	const shared: ShareData[] = [];
	const { root } = await show(async (data) => void shared.push(data));
	await act(async () => {
		button(root, 'Share')?.click();
		await settle();
	});
	assert.is(shared[0]?.url, 'https://club.example/app/#/pages/login/register?invite_code=DEMO2025');
	render(null, root);
});

test('lists invitees with masked names, join date and reward, and the total reward', async () => {
	const { root } = await show();
	const rows = [...root.querySelectorAll('.club-history li')].map((li) => li.textContent ?? '');
	assert.is(rows.length, 2);
	assert.match(rows[0] ?? '', 'r***r');
	assert.match(rows[0] ?? '', 'Rewarded');
	assert.match(rows[1] ?? '', 'Awaiting first top-up');
	assert.match(root.textContent ?? '', '$20.00');
	render(null, root);
});

test.run();

// ---
const copy = suite('copy to clipboard');

copy('uses the Clipboard API when it works', async () => {
	const written: string[] = [];
	const ok = await copyText('abc', { clipboard: { writeText: async (t) => void written.push(t) }, document });
	assert.ok(ok);
	assert.equal(written, ['abc']);
});

copy('falls back to a selected textarea and execCommand when the API refuses', async () => {
	const doc = document as Document & { execCommand: (c: string) => boolean };
	const original = doc.execCommand;
	let selected = '';
	doc.execCommand = (command) => {
		selected = command === 'copy' ? (document.querySelector('textarea')?.value ?? '') : '';
		return true;
	};
	const ok = await copyText('xyz', { clipboard: { writeText: () => Promise.reject(new Error('denied')) }, document });
	doc.execCommand = original;
	assert.ok(ok);
	assert.is(selected, 'xyz');
	assert.is(document.querySelector('textarea'), null, 'the helper textarea was left behind');
});

copy('absoluteLink keeps an absolute link and resolves a relative one', () => {
	assert.is(absoluteLink('https://a.example/x', 'https://b.example'), 'https://a.example/x');
	assert.is(absoluteLink('/app/#/p?q=1', 'http://127.0.0.1:8080'), 'http://127.0.0.1:8080/app/#/p?q=1');
});

copy.run();
