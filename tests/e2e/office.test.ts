// The back office's day in a browser: a cashier approves a transfer found by its reference and pays a withdrawal;
// a trader corrects a result and the player's balance follows (the card shows the result in force and its
// history), then voids a race and the stake comes back.
import * as assert from 'uvu/assert';
import { decide, newPlayer, officeSignIn } from './support/office.ts';
import { balanceOf, playerApi } from './support/player-api.ts';
import { type Race, toStart } from './support/races.ts';
import { apiBrowserSuite } from './support/suite.ts';

const test = apiBrowserSuite('the back office');

test.it("a cashier's day: a transfer found by reference approved, a withdrawal paid", async ({ browser, server }) => {
	const token = await newPlayer(server, 'cash_day', 50);
	const before = await balanceOf(server.origin, token);
	const topup = await playerApi<{ reference: string }>(server.origin, '/api/wallet/topup', {
		token,
		key: 'e2e-office-topup',
		body: { amount: 123.45, method: 'bank_transfer' },
	});
	const withdrawal = await playerApi<{ id: number }>(server.origin, '/api/wallet/withdraw', {
		token,
		key: 'e2e-office-withdraw',
		body: { amount: 20 },
	});
	const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
	const page = await context.newPage();
	await officeSignIn(page, server, 'cashier_e2e', 'cashier');
	// the cashier types the reference the player quoted on the transfer:
	await page.getByLabel('Reference, player or amount').fill(topup.reference);
	// the list shown before the search holds this transfer too, so wait for the search's own answer:
	const searched = page.waitForResponse(
		(r) => r.url().includes('/cash/topups?') && new URL(r.url()).searchParams.get('q') === topup.reference,
	);
	await page.getByRole('button', { name: 'Search' }).click();
	await searched;
	const row = page.locator('tbody tr', { hasText: topup.reference });
	await row.waitFor();
	const onlyOne = await page
		.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1, undefined, { timeout: 15_000 })
		.then(() => true)
		.catch(() => false);
	assert.ok(onlyOne, `the reference finds that one transfer, not ${await page.locator('tbody tr').count()}`);
	await decide(row, 'Approve');
	await page
		.getByRole('status')
		.filter({ hasText: `Transfer ${topup.reference} approved` })
		.waitFor();
	assert.is(await balanceOf(server.origin, token), Math.round((before - 20 + 123.45) * 100) / 100);

	await page.getByRole('link', { name: 'Withdrawals' }).click();
	const item = page.getByRole('listitem', { name: `Withdrawal ${withdrawal.id}`, exact: true });
	await decide(item, 'Show card number', 'paying by bank');
	await item.locator('[data-card]').waitFor();
	assert.match((await item.locator('[data-card]').textContent()) ?? '', /\d{4}\s?\d{4}/);
	await decide(item, 'Mark paid');
	await page
		.getByRole('status')
		.filter({ hasText: `Withdrawal ${withdrawal.id} marked paid` })
		.waitFor();
	const mine = await playerApi<{ list: { id: number; status: string }[] }>(server.origin, '/api/wallet/withdrawals', {
		token,
	});
	assert.is(mine.list.find((w) => w.id === withdrawal.id)?.status, 'paid');
	await context.close();
});

test.it(
	"a trader's day: a result corrected moves the player's balance, a race voided refunds",
	async ({ browser, server }) => {
		const token = await newPlayer(server, 'trade_day', 100);
		const races = await playerApi<{ list: Race[] }>(server.origin, '/api/events/races');
		const open = races.list.filter((r) => toStart(r) > 120_000);
		assert.ok(open.length >= 2, 'two open races to work on');
		const [first, second] = open as [Race, Race];
		const bet = (race: typeof first, horse: number, key: string) =>
			playerApi(server.origin, '/api/order/place-order', {
				token,
				key,
				body: { bet_type: 1, race_id: race.race_id, event_id: race.event_id, horse: [horse], betAmount: 10 },
			});
		const runners = async (race: typeof first) =>
			(
				await playerApi<{ list: { horse_id: number; scratched: boolean }[] }>(
					server.origin,
					`/api/events/gethorse_name?race_id=${race.race_id}`,
				)
			).list
				.filter((h) => !h.scratched)
				.map((h) => h.horse_id);
		const [a, b, c] = (await runners(first)) as [number, number, number];
		await bet(first, a, 'e2e-office-bet-1');
		const [x] = (await runners(second)) as [number];
		await bet(second, x, 'e2e-office-bet-2');
		const afterBets = await balanceOf(server.origin, token);

		const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
		const page = await context.newPage();
		await officeSignIn(page, server, 'trader_e2e', 'trader');
		const openCard = async (race: typeof first) => {
			await page.getByLabel('Day').fill(race.day);
			await page.getByRole('button', { name: `Card of ${race.meetings} R${race.raceNo}`, exact: true }).click();
			return page.getByRole('region', { name: new RegExp(`${race.meetings} R${race.raceNo}\\b`) });
		};
		// the result comes in with the player's horse second: a losing Win bet
		let card = await openCard(first);
		await card.getByLabel('Finishing order').fill(`${b}, ${a}, ${c}`);
		// the race has not started yet: the trader says so, or the result is refused
		await card.getByLabel('The race has not started: result it now').check();
		await decide(card, 'Declare result', 'official result');
		await page.getByRole('status').filter({ hasText: 'result declared' }).waitFor();
		assert.is(await balanceOf(server.origin, token), afterBets, 'a losing bet pays nothing');
		// the stewards reverse the first two: the player's horse won, and the balance follows
		card = await openCard(first);
		await card.getByLabel('Corrected finishing order').fill(`${a}, ${b}, ${c}`);
		await card.getByLabel('The race has not started: result it now').check();
		await decide(card, 'Correct result', 'stewards reversed the placings');
		await page.getByRole('status').filter({ hasText: 'result declared' }).waitFor();
		const won = await balanceOf(server.origin, token);
		assert.ok(won > afterBets, `the corrected winner is paid (${afterBets} → ${won})`);
		// the card says which result is in force, who decided it, and the correction with before and after
		await card.getByRole('heading', { name: `Result in force: ${a}, ${b}, ${c} · staff` }).waitFor();
		const history = card.getByRole('listitem').filter({ hasText: 'stewards reversed the placings' });
		assert.match((await history.textContent()) ?? '', `${b}, ${a}, ${c} → ${a}, ${b}, ${c}`);
		// the second race is voided: the 10 staked on it come back
		card = await openCard(second);
		await decide(card, 'Void race', 'track unsafe');
		await page.getByRole('status').filter({ hasText: 'voided' }).waitFor();
		assert.is(await balanceOf(server.origin, token), Math.round((won + 10) * 100) / 100);
		await context.close();
	},
);

test.run();
