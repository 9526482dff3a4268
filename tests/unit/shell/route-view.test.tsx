import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ready } from '../../../shared/lib/lazy.ts';
import type { PageProps } from '../../../src/components/page-props.ts';
import { type RouteDef, route } from '../../../src/router/route.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { openRoutes } from './open-routes.tsx';

// the not-found page is a lazy chunk: its module is loaded once here, so a render finds it within a flush
await import('../../../src/router/not-found.tsx');

const page = (id: string) => ready(({ options }: PageProps) => <p id={id}>{JSON.stringify(options)}</p>);

const routes: RouteDef[] = [
	route({ path: '/', title: 'titles.home', customHeader: true, page: page('home') }),
	route({ path: '/pages/detail/detail', title: 'titles.detail', page: page('detail') }),
];

const open = (hash: string) => openRoutes(hash, routes);

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
