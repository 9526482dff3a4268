// The same build on a plain static host (dist/ alone): the document has no day in it, and the app asks for the day
// itself and caches the reply for its minute (docs/spec.md), as it did before the server drew the first screen.
import * as assert from 'uvu/assert';
import { browserSuite, signedInContext } from './harness.ts';

const { it, run } = browserSuite('the first screen on a plain static host');

const MEETING = {
	event_id: 1,
	code: 'STA',
	meetings: 'Static Downs',
	venue: 'Static Downs',
	event_type: 'Races',
	day: '2026-01-01',
	races: [
		{
			race_id: 1,
			raceNo: 1,
			code: 'STA',
			start_time: '2099-01-01T10:00:00.000Z',
			distance: 1200,
			status: 'open',
			runners: 8,
		},
	],
};

it('no embedded day: the app fetches the day once and a reload within the minute reads it from the cache', async ({
	browser,
	server,
}) => {
	const context = await signedInContext(browser, { serviceWorkers: 'block' });
	const days: string[] = [];
	await context.route('**/api/**', (route) => {
		const url = route.request().url();
		if (!url.includes('/api/events/day_table')) return route.fulfill({ status: 503, body: '' });
		days.push(url);
		return route.fulfill({
			status: 200,
			contentType: 'application/json',
			body: JSON.stringify({ status: 200, message: 'OK', data: { list: [MEETING] } }),
		});
	});
	const page = await context.newPage();
	await page.goto(server.appUrl);
	assert.is(await page.locator('#first-day, [data-ssr]').count(), 0, 'a static page carries no day');
	await page.waitForSelector('#app .meeting, #app .ntj', { timeout: 15_000 });
	await page.waitForFunction(() => Number(localStorage.getItem('race-cache-written')) > 0);
	assert.is(days.length, 1, 'the day asked for once');
	await page.reload();
	await page.waitForSelector('#app .meeting, #app .ntj', { timeout: 15_000 });
	assert.is(days.length, 1, 'the reload read the cached day');
	await context.close();
});

run();
