// A player signs in, picks today's open race, places a Trifecta Box of 4 once (despite a double tap
// and a dropped reply), sees the balance lowered by the cost, and the order settles.
import * as assert from 'uvu/assert';
import { type Race, todaysRaces } from './support/races.ts';
import { apiBrowserSuite, apiGet, signIn } from './support/suite.ts';

// the simulator's timer is off, so no race closes under the test; the operator runs the chosen race when the
// test is ready for its result:
const test = apiBrowserSuite('race day and the bet order form in the browser', { SIM_TICK_SECONDS: '0' });

interface OrderPage {
	total: number;
	list: { id: number; race_id: number; combinations: number; total_stake: number; status: string }[];
}

test.it('places a Trifecta Box of 4 exactly once and sees it settle', async ({ browser, server }) => {
	const page = await browser.newPage();
	await signIn(page, server.appUrl);
	await page.waitForSelector('.race-bet');

	// the soonest open race with four runners or more on the server's Today (the page's default day), whatever its type,
	// that still has two minutes to run, so it cannot close while the test fills in the form:
	let race: Race | undefined;
	for (const r of await todaysRaces(page, server.origin, 120_000)) {
		const runners = await apiGet<{ list: { scratched: boolean }[] }>(
			page,
			server.origin,
			`/events/gethorse_name?race_id=${r.race_id}`,
		);
		if (runners.list.filter((h) => !h.scratched).length >= 4) {
			race = r;
			break;
		}
	}
	assert.ok(race, 'an open race today');
	await page.click(`[role=tab] >> text=${race!.event_type}`);
	const before = Number(await apiGet<number>(page, server.origin, '/user/balance'));
	const ordersBefore = (await apiGet<OrderPage>(page, server.origin, '/order/list')).total;

	// a meeting lists its next few races; a later one is behind the meeting's 'Show all races' toggle:
	const meeting = page.locator('section.meeting', { has: page.locator('h2', { hasText: race!.meetings }) });
	await meeting.waitFor();
	const bet = meeting.locator(`button.race-bet[aria-label="Bet ${race!.meetings} Race ${race!.raceNo}"]`);
	if (!(await bet.count())) await meeting.locator('button.bet-toggle[aria-expanded=false]').click();
	await bet.click();
	await page.waitForSelector('#bet-type');
	await page.waitForFunction(
		(id) => (document.querySelector('#bet-leg1') as HTMLSelectElement)?.value === id,
		String(race!.race_id),
	);
	await page.check('input[name=bet-type][value="7"]');
	const boxes = page.locator('fieldset[data-field=horse] input[type=checkbox]:not([disabled])');
	await boxes.first().waitFor();
	for (let i = 0; i < 4; i++) await boxes.nth(i).check();
	await page.fill('#bet-amount', '1');
	assert.is(await page.textContent('[data-testid=bet-combinations]'), '24');
	assert.is(await page.textContent('[data-testid=bet-cost]'), '$24.00');

	// the first reply is lost on the way back: the server placed the order, the page saw a network failure:
	let reached = 0;
	await page.route('**/api/order/place-order', async (route) => {
		reached++;
		if (reached === 1) {
			await route.fetch();
			return route.abort('connectionreset');
		}
		return route.continue();
	});
	await page.dblclick('button[type=submit]');
	await page.waitForSelector('.toast >> text=Failed to submit form');
	assert.is(reached, 1, 'a double tap sends once');
	assert.ok(await page.evaluate(() => JSON.parse(localStorage.getItem('draft:bet') ?? '{}').key), 'key kept');
	await page.click('button[type=submit]');
	await page.waitForSelector('.bet-placed');
	assert.is(reached, 2);

	const after = Number(await apiGet<number>(page, server.origin, '/user/balance'));
	assert.is(Math.round((before - after) * 100), 2400, 'balance lowered by exactly the cost');
	await page.waitForFunction(
		(b) => !document.querySelector('.home-balance')?.textContent?.includes(String(b)),
		before.toFixed(2),
	);
	const orders = await apiGet<OrderPage>(page, server.origin, '/order/list');
	assert.is(orders.total, ordersBefore + 1, 'exactly one order placed');
	const order = orders.list[0]!;
	assert.equal([order.race_id, order.combinations, order.total_stake], [race!.race_id, 24, 24]);

	// the race runs (closes, results, settles) and the Order page shows the result:
	await server.admin('race-now', String(race!.race_id));
	const settled = (await apiGet<OrderPage>(page, server.origin, '/order/list')).list.find((o) => o.id === order.id);
	assert.ok(
		['won', 'lost', 'refunded', 'partiallyRefunded'].includes(settled?.status ?? ''),
		`order settled, got ${settled?.status}`,
	);
	await page.goto(`${server.appUrl}#/pages/order/list`);
	const card = page.locator('.order-card').first();
	await card.locator(`.order-badge-${settled!.status}`).waitFor();
	assert.not.ok(await card.locator('.order-badge-pending').count(), 'the card no longer shows pending');
	await page.close();
});

test.run();
