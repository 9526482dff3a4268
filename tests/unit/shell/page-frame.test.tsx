import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { PageProps } from '../../../src/components/page-props.ts';
import { createHashNav } from '../../../src/lib/hash-nav.ts';
import { ready } from '../../../src/lib/lazy.ts';
import { type RouteDef, route as routeOf } from '../../../src/router/route.ts';
import { RouteView } from '../../../src/router/route-view.tsx';
import { mount, window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

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

async function open(hash: string, def: RouteDef) {
	window.history.replaceState(null, '', `/app/${hash}`);
	const nav = createHashNav(window as unknown as Window);
	const root = mount();
	act(() => render(<RouteView routes={[def]} nav={nav} />, root));
	await act(flushPromises);
	return { root, nav };
}

test('the query string reaches the page as options, and the title is set centrally', async () => {
	const { root, nav } = await open('#/pages/detail/detail?id=5&tab=odds', route({}));
	assert.equal(seen.at(-1), { id: '5', tab: 'odds' }, 'options must carry the query');
	assert.is(root.querySelector('#detail')?.textContent, '5');
	assert.is(document.title, 'Detail', 'document.title follows the route title');
	assert.is(root.querySelector('h1')?.textContent, 'Detail', 'shared header shows the title');
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
		// a dynamic import of a module already loaded still passes the test loader's resolve hook, which on a busy
		// machine can take longer than one flush:
		for (let i = 0; i < 200 && !root.querySelector('a'); i++) await act(flushPromises);
		assert.is(root.querySelector('a')?.getAttribute('href'), '#/', 'not-found must link home');
		assert.is(document.title, 'Page not found');
	} finally {
		// a failure here must not leave a router listening to the next file's navigation:
		nav.stop();
		render(null, root);
	}
});

test.run();
