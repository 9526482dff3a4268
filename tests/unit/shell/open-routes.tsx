// Mounts the route view on its own hash router at `hash`, as the app starts on an address, for the routing tests.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { createHashNav } from '../../../src/lib/hash-nav.ts';
import type { RouteDef } from '../../../src/router/route.ts';
import { RouteView } from '../../../src/router/route-view.tsx';
import { mount, window } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

export async function openRoutes(hash: string, routes: readonly RouteDef[]) {
	window.history.replaceState(null, '', `/app/${hash}`);
	const nav = createHashNav(window as unknown as Window);
	const root = mount();
	act(() => render(<RouteView routes={routes} nav={nav} />, root));
	await act(flushPromises);
	return { root, nav };
}
