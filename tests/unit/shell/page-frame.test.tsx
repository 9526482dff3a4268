import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ready } from '../../../shared/lib/lazy.ts';
import type { PageProps } from '../../../src/components/page-props.ts';
import { type RouteDef, route as routeOf } from '../../../src/router/route.ts';
import { openRoutes } from './open-routes.tsx';

// the not-found page is a lazy chunk: its module is loaded once here, so a render finds it within a flush
await import('../../../src/router/not-found.tsx');

const seen: Record<string, string>[] = [];
const Detail = ready(({ options }: PageProps) => {
	seen.push(options);
	return <p id="detail">{options.id}</p>;
});

const route = (over: Partial<RouteDef>): RouteDef =>
	routeOf({ path: '/pages/detail/detail', title: 'titles.detail', page: Detail, ...over });

const test = suite('routed page frame');

const open = (hash: string, def: RouteDef) => openRoutes(hash, [def]);

test('the query string reaches the page as options, and the title is set centrally', async () => {
	const { root, nav } = await open('#/pages/detail/detail?id=5&tab=odds', route({}));
	assert.equal(seen.at(-1), { id: '5', tab: 'odds' }, 'options must carry the query');
	assert.is(root.querySelector('#detail')?.textContent, '5');
	assert.is(document.title, 'Race card', 'document.title follows the route title');
	assert.is(root.querySelector('h1')?.textContent, 'Race card', 'shared header shows the title');
	nav.stop();
	render(null, root);
});

test('a custom-header route gets no shared header', async () => {
	const { root, nav } = await open('#/pages/detail/detail', route({ customHeader: true }));
	assert.is(root.querySelector('header'), null, 'the page draws its own header');
	nav.stop();
	render(null, root);
});

test('a title whose text area has not arrived stays blank instead of showing its key', async () => {
	document.title = 'before';
	const { root, nav } = await open('#/pages/detail/detail', route({ title: 'nowhere.title' }));
	assert.is(root.querySelector('h1')?.textContent, '', 'the header must not show the raw key');
	assert.is(document.title, 'before', 'document.title waits for the text');
	nav.stop();
	render(null, root);
});

test('an unknown route shows not-found with a link home', async () => {
	const { root, nav } = await open('#/pages/missing/missing', route({}));
	try {
		// a dynamic import of a module already loaded still passes the test loader's resolve hook (another thread),
		// which on a busy machine can take tens of milliseconds: wait for the page, up to five seconds
		const until = Date.now() + 5_000;
		while (!root.querySelector('a') && Date.now() < until) await act(() => new Promise((r) => setTimeout(r, 10)));
		assert.is(root.querySelector('a')?.getAttribute('href'), '#/', `not-found must link home: ${root.innerHTML}`);
		assert.is(document.title, 'Page not found');
	} finally {
		// a failure here must not leave a router listening to the next file's navigation:
		nav.stop();
		render(null, root);
	}
});

test.run();
