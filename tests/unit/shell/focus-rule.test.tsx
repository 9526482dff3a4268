import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Lazy, lazy, ready } from '../../../shared/lib/lazy.ts';
import { focusNext, takeFocus } from '../../../src/components/focus/focus-next.ts';
import { SkipLink } from '../../../src/components/focus/skip-link.tsx';
import { Header } from '../../../src/components/header.tsx';
import type { PageProps } from '../../../src/components/page-props.ts';
import type { createHashNav } from '../../../src/lib/hash-nav.ts';
import { route } from '../../../src/router/route.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { openRoutes } from './open-routes.tsx';

type Page = Lazy<(props: PageProps) => preact.JSX.Element>;

// a custom-header page whose code (and so its heading) arrives only when the test lets it:
let arrive!: () => void;
const late: Page = lazy(
	() =>
		new Promise((done) => {
			arrive = () => done(() => <Header title="Account" />);
		}),
);

const routes = [
	route({ path: '/', title: 'titles.home', customHeader: true, page: ready(() => <a href="#/x">home link</a>) }),
	route({ path: '/pages/detail/detail', title: 'titles.detail', page: ready(() => <p>card</p>) }),
	route({ path: '/pages/account/account', title: 'titles.account', customHeader: true, page: late }),
];

const open = (hash: string) => openRoutes(hash, routes);

const go = async (nav: ReturnType<typeof createHashNav>, path: string) => {
	act(() => nav.navigate(path));
	await act(flushPromises);
};

const active = () => document.activeElement as HTMLElement | null;

// ---
const Route = suite('focus after a route change');

Route('the first page leaves focus alone, so Tab starts at the skip link', async () => {
	const { root, nav } = await open('#/');
	assert.is(active(), document.body, 'nothing was focused on the first page');
	nav.stop();
	render(null, root);
});

Route("every later page puts focus on its heading, which reads the page's title", async () => {
	const { root, nav } = await open('#/');
	root.querySelector<HTMLElement>('a')?.focus();
	await go(nav, '/pages/detail/detail');
	assert.is(active()?.tagName, 'H1', `focus is on ${active()?.tagName}`);
	assert.is(active()?.textContent, 'Race card');
	assert.is(active()?.getAttribute('tabindex'), '-1', 'the heading is focusable without being a Tab stop');
	nav.stop();
	render(null, root);
});

Route('a page whose heading arrives late gets focus when it does', async () => {
	const { root, nav } = await open('#/pages/detail/detail');
	await go(nav, '/pages/account/account');
	assert.is.not(active()?.textContent, 'Race card', "the old page's heading is gone");
	act(() => arrive());
	await act(flushPromises);
	assert.is(active()?.tagName, 'H1');
	assert.is(active()?.textContent, 'Account');
	nav.stop();
	render(null, root);
});

Route.run();

// ---
const Next = suite('focusNext: focus into what is about to appear');

Next('an element on screen takes focus at once; one that mounts later takes it as it mounts, once', () => {
	const root = mount();
	const view = (open: boolean) => (
		<>
			<button id="opener" type="button">
				Bet
			</button>
			{open && <select id="bet-type" ref={takeFocus} />}
		</>
	);
	act(() => render(view(false), root));
	root.querySelector<HTMLElement>('#opener')?.focus();
	focusNext('bet-type');
	assert.is(active()?.id, 'opener', 'nothing to focus yet');
	act(() => render(view(true), root));
	assert.is(active()?.id, 'bet-type', 'the form took focus as it mounted');
	root.querySelector<HTMLElement>('#opener')?.focus();
	act(() => render(view(false), root));
	act(() => render(view(true), root));
	assert.is(active()?.id, 'opener', 'a remount without a new ask leaves focus where it is');
	focusNext('bet-type');
	assert.is(active()?.id, 'bet-type', 'already on screen: focused at once');
	render(null, root);
});

Next(
	'in a group of choices, the one asked for keeps focus: the others mounting after it (no id) do not take it',
	() => {
		const root = mount();
		const chips = (
			<fieldset>
				{[1, 2, 3].map((n) => (
					<input key={n} type="radio" name="t" value={n} id={n === 1 ? 'bet-type' : undefined} ref={takeFocus} />
				))}
			</fieldset>
		);
		focusNext('bet-type');
		act(() => render(chips, root));
		assert.is(active()?.id, 'bet-type', `focus went to ${active()?.outerHTML}`);
		render(null, root);
	},
);

Next.run();

// ---
const Skip = suite('skip link');

Skip('moves focus to the main region without touching the route', () => {
	const root = mount();
	const hash = location.hash;
	act(() =>
		render(
			<>
				<SkipLink />
				<main id="main">content</main>
			</>,
			root,
		),
	);
	const skip = root.querySelector<HTMLButtonElement>('.skip-link')!;
	assert.is(skip.textContent, 'Skip to content');
	act(() => skip.click());
	assert.is(active()?.id, 'main');
	assert.is(location.hash, hash, 'the hash is the router’s and stays');
	render(null, root);
});

Skip.run();
