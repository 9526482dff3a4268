import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHashNav } from '../../../src/lib/hash-nav.ts';
import type { LazyPage, PageProps } from '../../../src/router/async-page.tsx';
import { RouteView } from '../../../src/router/route-view.tsx';
import type { RouteDef } from '../../../src/routes.ts';
import { mount, window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

const page = (id: string) =>
	Object.assign(({ options }: PageProps) => <p id={id}>{JSON.stringify(options)}</p>, {
		preload: () => Promise.resolve(),
	}) as LazyPage;

const routes: RouteDef[] = [
	{ path: '/', title: 'titles.home', customHeader: true, pullToRefresh: false, page: page('home') },
	{
		path: '/pages/detail/detail',
		title: 'titles.detail',
		customHeader: false,
		pullToRefresh: false,
		page: page('detail'),
	},
];

async function open(hash: string) {
	window.history.replaceState(null, '', `/app/${hash}`);
	const nav = createHashNav(window as unknown as Window);
	const root = mount();
	act(() => render(<RouteView routes={routes} nav={nav} />, root));
	await act(flushPromises);
	return { root, nav };
}

// ---
const test = suite('route view');

test('the route matching the hash shows, with its query as options', async () => {
	const { root, nav } = await open('#/pages/detail/detail?race_id=7');
	assert.is(root.querySelector('#detail')?.textContent, '{"race_id":"7"}');
	assert.is(root.querySelector('#home'), null, 'only the matching route shows');
	nav.stop();
	render(null, root);
});

test('navigating swaps the page and starts the new one at the top', async () => {
	const { root, nav } = await open('#/');
	assert.ok(root.querySelector('#home'), 'home shows first');
	const scrolls: unknown[] = [];
	const original = globalThis.scrollTo;
	globalThis.scrollTo = ((...args: unknown[]) => void scrolls.push(args)) as typeof scrollTo;
	act(() => nav.navigate('/pages/detail/detail?race_id=9'));
	await act(flushPromises);
	globalThis.scrollTo = original;
	assert.is(root.querySelector('#detail')?.textContent, '{"race_id":"9"}');
	assert.is(root.querySelector('#home'), null);
	assert.equal(scrolls, [[0, 0]], 'a pushed page scrolls to the top once');
	nav.stop();
	render(null, root);
});

test('an unknown path shows not-found with a link home', async () => {
	const { root, nav } = await open('#/pages/nowhere/nowhere');
	assert.is(root.querySelector('a')?.getAttribute('href'), '#/');
	assert.is(document.title, 'Page not found');
	nav.stop();
	render(null, root);
});

test.run();
