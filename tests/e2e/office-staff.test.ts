// Support's password reset and the admin's staff screen in a browser: the temporary password read from the screen
// signs the player in and is gone once support leaves; an admin, by keyboard alone, is refused on their own account,
// resets a colleague's authenticator and takes a role away, then disables and re-enables the account; axe stays clean.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { seriousViolations } from './support/a11y.ts';
import { decide, newPlayer, officeSignIn } from './support/office.ts';
import { focusLands, press, type Stop, unringed } from './support/office-keys.ts';
import { playerSignIn } from './support/player-api.ts';
import { apiBrowserSuite, newContext } from './support/suite.ts';

const test = apiBrowserSuite('support and staff accounts in the back office');

test.it('support resets a password: shown once on the screen, it signs the player in', async ({ browser, server }) => {
	await newPlayer(server, 'reset_me', 10);
	const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
	const page = await context.newPage();
	await officeSignIn(page, server, 'support_e2e', 'support');
	await page.getByLabel('Player name or #id').fill('reset_me');
	await page.getByRole('button', { name: 'Search' }).click();
	await page.getByRole('heading', { name: /reset_me · #/ }).waitFor();
	await decide(page.locator('main .actions'), 'Reset password', 'locked out, called in');
	const shown = page.getByRole('alert').locator('[data-secret]');
	await shown.waitFor();
	const temporary = ((await shown.textContent()) ?? '').trim();
	assert.ok(temporary.length >= 8, `a password is shown (${temporary})`);
	await page.getByRole('alert').filter({ hasText: 'Give it to the player now' }).waitFor();
	const signedIn = await playerSignIn(server.origin, 'reset_me', temporary, 'e2e-reset');
	assert.ok(signedIn.access_token, 'the password from the screen signs the player in');
	// support leaves the screen and comes back: the password is not there to be read again
	await page.getByRole('link', { name: 'Audit log' }).click();
	await page.locator('main tbody tr').first().waitFor();
	assert.ok((await page.locator('main').textContent())?.includes('Player password reset'), 'the reset is audited');
	await page.getByRole('link', { name: 'Players' }).click();
	await page.getByLabel('Player name or #id').waitFor();
	assert.is(await page.locator('[data-secret]').count(), 0, 'the password is gone after leaving the screen');
	await context.close();
});

/** Tabs until the stop named `name` inside the card of `who`; every stop on the way goes into `stops`. */
async function tabToIn(page: Page, who: string, name: string, stops: Stop[]) {
	for (let i = 0; i < 80; i++) {
		const stop = await press(page);
		stops.push(stop);
		const inCard = await page.evaluate(
			(w) => document.activeElement?.closest('li')?.getAttribute('aria-label') === w,
			who,
		);
		if (stop.name === name && inCard) return;
	}
	throw new Error(`focus never reached ${name} of ${who}`);
}

const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).waitFor();

test.it(
	"an admin changes a colleague's account by keyboard, and is refused on their own",
	async ({ browser, server }) => {
		const colleague = await browser.newContext({ viewport: { width: 1280, height: 800 } });
		const theirs = await colleague.newPage();
		await officeSignIn(theirs, server, 'team_member', 'cashier,trader');
		const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
		const page = await context.newPage();
		await officeSignIn(page, server, 'team_admin', 'admin');
		await page.getByRole('link', { name: 'Staff' }).press('Enter');
		const card = page.getByRole('listitem', { name: 'team_member', exact: true });
		await card.filter({ hasText: 'authenticator set up' }).waitFor();
		const stops: Stop[] = [];
		const reasonThen = async (reason: string) => {
			await page.keyboard.press('Enter');
			await focusLands(page, { tag: 'input', inReasonForm: true }, 'the reason field');
			await page.keyboard.type(reason);
			await page.keyboard.press('Enter');
		};
		// their own account: the server's rule, in its words
		await tabToIn(page, 'team_admin', 'Disable', stops);
		await reasonThen('trying it on myself');
		await status(page, 'Another admin must do this to your own account.');
		await focusLands(page, { tag: 'button', text: 'Disable' }, 'back on the refused button');
		// a lost phone: the colleague enrols again, their open session has ended
		await tabToIn(page, 'team_member', 'Reset authenticator', stops);
		await reasonThen('phone lost');
		await status(page, 'team_member sets up an authenticator again at the next sign-in.');
		await card.filter({ hasText: 'no authenticator yet' }).waitFor();
		await focusLands(page, { tag: 'button', text: 'Reset authenticator', inRow: true }, 'after the reset');
		await theirs.reload();
		await theirs.getByLabel('User name').waitFor();
		// the trader role taken away
		await tabToIn(page, 'team_member', 'Trader', stops);
		await page.keyboard.press('Space');
		await tabToIn(page, 'team_member', 'Save roles', stops);
		await reasonThen('moved to the cash desk');
		await status(page, 'team_member updated.');
		assert.is((await card.locator('p.row span').textContent())?.trim(), 'Cashier');
		assert.equal(unringed(stops), [], 'every stop shows its focus ring');
		// disabled and enabled again, each with a reason; axe judges the screen with a reason form open
		await card.getByRole('button', { name: 'Disable' }).click();
		const findings = await seriousViolations(page);
		assert.equal(findings, [], `axe: ${JSON.stringify(findings)}`);
		await page.keyboard.press('Escape');
		await decide(card, 'Disable', 'left the company');
		await card.locator('p.muted', { hasText: /disabled$/ }).waitFor();
		await decide(card, 'Enable', 'came back');
		await card.locator('p.muted', { hasText: /active$/ }).waitFor();
		await colleague.close();
		await context.close();
	},
);

test.run();
