// The office by keyboard alone: a cashier approves a transfer found by its reference, a trader corrects a result;
// the focus lands where the person expects after every action, Escape closes a reason form back onto its button,
// and every stop on the way (the audit's date fields and what follows Search too) shows its focus ring.

import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { newPlayer, officeSignIn } from './support/office.ts';
import { focusLands, press, tabTo, unringed } from './support/office-keys.ts';
import { balanceOf, playerApi } from './support/player-api.ts';
import { type Race, toStart } from './support/races.ts';
import { apiBrowserSuite } from './support/suite.ts';

const test = apiBrowserSuite('the back office by keyboard');

const rows = (page: Page) => page.locator('main tbody tr').count();

test.it('a cashier approves a transfer found by its reference, by keyboard alone', async ({ browser, server }) => {
	const token = await newPlayer(server, 'keys_cash', 10);
	const topup = (n: number) =>
		playerApi<{ reference: string }>(server.origin, '/api/wallet/topup', {
			token,
			key: `e2e-keys-topup-${n}`,
			body: { amount: 10 + n, method: 'bank_transfer' },
		});
	const [quoted] = [await topup(1), await topup(2), await topup(3)];
	const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	const page = await context.newPage();
	await officeSignIn(page, server, 'keys_cashier', 'cashier');
	await focusLands(page, { tag: 'h1' }, 'a screen opened');
	const stops = await tabTo(page, (s) => s.tag.startsWith('input'));
	await page.keyboard.type(quoted!.reference);
	const searched = page.waitForResponse((r) => new URL(r.url()).searchParams.get('q') === quoted!.reference);
	await page.keyboard.press('Enter');
	await searched;
	await page.waitForFunction(() => document.querySelectorAll('main tbody tr').length === 1);
	stops.push(...(await tabTo(page, (s) => s.name === 'Approve')));
	await page.keyboard.press('Enter');
	await focusLands(page, { tag: 'input', inReasonForm: true }, 'the note field of an opened form');
	await page.keyboard.type('slip matches');
	await page.keyboard.press('Enter');
	await page
		.getByRole('status')
		.filter({ hasText: `Transfer ${quoted!.reference} approved` })
		.waitFor();
	// the only row went with the approval: the focus goes to the screen's heading, not the page's body
	await focusLands(page, { tag: 'h1' }, 'after the last row was approved');

	// the whole pending list: Escape closes a reason form back onto its button
	stops.push(...(await tabTo(page, (s) => s.tag.startsWith('input'))));
	await page.keyboard.press('Control+A');
	await page.keyboard.press('Backspace');
	await page.keyboard.press('Enter');
	await page.waitForFunction(() => document.querySelectorAll('main tbody tr').length >= 2);
	stops.push(...(await tabTo(page, (s) => s.name === 'Reject')));
	await page.keyboard.press('Enter');
	await focusLands(page, { tag: 'input', inReasonForm: true }, 'the reason field of an opened form');
	await page.keyboard.press('Escape');
	await focusLands(page, { tag: 'button', text: 'Reject', inReasonForm: false }, 'Escape');
	// approved, the row goes and the focus moves to the next row's action
	const before = await rows(page);
	await page.keyboard.press('Shift+Tab');
	await focusLands(page, { text: 'Approve' }, 'Shift+Tab back to Approve');
	await page.keyboard.press('Enter');
	await focusLands(page, { inReasonForm: true }, 'the note field');
	await page.keyboard.press('Enter');
	await page.waitForFunction((n) => document.querySelectorAll('main tbody tr').length === n - 1, before);
	await focusLands(page, { tag: 'button', text: 'Approve', inRow: true }, "after a row's approval");
	assert.equal(unringed(stops), [], 'every stop shows its focus ring');
	await context.close();
});

test.it("a trader corrects a race's result, by keyboard alone; the balance follows", async ({ browser, server }) => {
	const token = await newPlayer(server, 'keys_trade', 50);
	const today = new Date().toISOString().slice(0, 10);
	const races = await playerApi<{ list: Race[] }>(server.origin, '/api/events/races');
	const race = races.list.find((r) => r.day === today && toStart(r) > 120_000);
	assert.ok(race, 'an open race today');
	const field = await playerApi<{ list: { horse_id: number; scratched: boolean }[] }>(
		server.origin,
		`/api/events/gethorse_name?race_id=${race!.race_id}`,
	);
	const [a, b, c] = field.list.filter((h) => !h.scratched).map((h) => h.horse_id) as [number, number, number];
	await playerApi(server.origin, '/api/order/place-order', {
		token,
		key: 'e2e-keys-bet',
		body: { bet_type: 1, race_id: race!.race_id, event_id: race!.event_id, horse: [a], betAmount: 10 },
	});
	const afterBet = await balanceOf(server.origin, token);
	const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	const page = await context.newPage();
	await officeSignIn(page, server, 'keys_trader', 'trader');
	const name = `Card of ${race!.meetings} R${race!.raceNo}`;
	const stops = await tabTo(page, (s) => s.name === name, 400);
	await page.keyboard.press('Enter');
	await focusLands(page, { tag: 'h2' }, 'the opened card');
	const decide = async (order: string, button: string, reason: string) => {
		stops.push(...(await tabTo(page, (s) => s.tag.startsWith('input'))));
		await page.keyboard.press('Control+A');
		await page.keyboard.type(order);
		stops.push(...(await tabTo(page, (s) => s.name === button)));
		await page.keyboard.press('Enter');
		await focusLands(page, { inReasonForm: true, tag: 'input' }, `${button}: the reason field`);
		await page.keyboard.type(reason);
		// the notice reads the same after a correction as after the first result: wait for this result's own answer
		const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/result'));
		await page.keyboard.press('Enter');
		await answered;
		await page.getByRole('status').filter({ hasText: 'result declared' }).waitFor();
	};
	// the race has not started yet: the trader ticks that they result it now, or the result is refused
	stops.push(...(await tabTo(page, (s) => s.name === 'The race has not started: result it now')));
	await page.keyboard.press('Space');
	await decide(`${b}, ${a}, ${c}`, 'Declare result', 'official result');
	// the card stays: the focus is back on its button, which now corrects
	await focusLands(page, { tag: 'button', text: 'Correct result' }, 'after the result');
	assert.is(await balanceOf(server.origin, token), afterBet, 'a losing bet pays nothing');
	await page.keyboard.press('Shift+Tab');
	await page.keyboard.press('Shift+Tab');
	await decide(`${a}, ${b}, ${c}`, 'Correct result', 'stewards reversed the placings');
	const won = await balanceOf(server.origin, token);
	assert.ok(won > afterBet, `the corrected winner is paid (${afterBet} → ${won})`);
	assert.equal(unringed(stops), [], 'every stop shows its focus ring');
	await context.close();
});

test.it(
	'the audit screen: the date fields and every stop after Search show a focus ring',
	async ({ browser, server }) => {
		const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
		const page = await context.newPage();
		await officeSignIn(page, server, 'keys_admin', 'admin');
		await page.getByRole('link', { name: 'Audit log' }).press('Enter');
		await page.locator('main tbody tr').first().waitFor();
		const stops = await tabTo(page, (s) => s.name === 'Search');
		// the stops after Search, whatever they are, up to the navigation's links met again:
		for (let i = 0; i < 4; i++) stops.push(await press(page));
		const dates = stops.filter((s) => s.tag.startsWith('input'));
		assert.ok(dates.length >= 5, `the five filters were stops (${dates.length})`);
		assert.equal(unringed(stops), [], 'every stop shows its focus ring');
		await context.close();
	},
);

test.run();
