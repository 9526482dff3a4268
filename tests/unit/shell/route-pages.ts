// The app's own route table, and the source file of each route's page, found by loading the page itself.
import '../live/no-css.ts';
import '../../setup/dom.ts';
import { readdirSync } from 'node:fs';
import type { RouteDef } from '../../../src/router/route.ts';

export const ROOT = new URL('../../../', import.meta.url).pathname;
// imported after the .css hook is in place:
export const { routes, findRoute } = await import('../../../src/routes.ts');

/** Routes whose page was in before anything asked for it: read as the table is made, before any test loads a page. */
export const loadedAtStart = routes.filter((r) => r.page.loaded !== undefined).map((r) => r.path);

/** Each route's page module (e.g. 'src/pages/login/login.tsx'): the module whose default export its loader gives. */
export async function pageFiles(): Promise<Map<RouteDef, string | undefined>> {
	const byComponent = new Map<unknown, string>();
	for (const name of readdirSync(`${ROOT}src/pages`, { recursive: true, encoding: 'utf8' })) {
		if (!name.endsWith('.tsx')) continue;
		const file = `src/pages/${name}`;
		const module = (await import(`${ROOT}${file}`)) as { default?: unknown };
		if (module.default) byComponent.set(module.default, file);
	}
	const files = new Map<RouteDef, string | undefined>();
	for (const route of routes) files.set(route, byComponent.get(await route.page.preload()));
	return files;
}
