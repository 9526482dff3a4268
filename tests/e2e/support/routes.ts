// The app's routes as browser tests walk them: every path in the route table, those open to guests, and a walk
// through those behind sign-in (the pages that show one thing on an open race and a sports event).
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { openRaces, toStart } from './races.ts';
import { apiGet, open } from './suite.ts';

const ROUTES = [...readFileSync('src/routes.ts', 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1] as string);
export const PUBLIC = new Set(['/pages/login/login', '/pages/login/register']);
const SIGNED_IN = ROUTES.filter((p) => !PUBLIC.has(p));

/** Query options the pages that show one thing need: an open race for Detail, an event for Sport-Detail. */
async function oneThingOptions(page: Page, origin: string): Promise<Record<string, string>> {
	const races = await openRaces(page, origin);
	const race = races.find((r) => toStart(r) > 120_000) ?? races[0];
	const sports = await apiGet<{ list: { id: number }[] }>(page, origin, '/sports/list');
	return {
		'/pages/detail/detail': `?race_id=${race?.race_id ?? ''}`,
		'/pages/sport/detail': `?id=${sports?.list?.[0]?.id ?? ''}`,
	};
}

/** Opens every route behind sign-in in turn on a signed-in page, and runs `check` on each as it stands. */
export async function eachSignedInRoute(
	page: Page,
	server: { appUrl: string; origin: string },
	check: (path: string) => Promise<void>,
) {
	const extra = await oneThingOptions(page, server.origin);
	for (const path of SIGNED_IN) {
		await open(page, server.appUrl, `${path}${extra[path] ?? ''}`);
		await check(path);
	}
}
