// The journeys that matter, with the keyboard alone (no clicks): after every step focus is on something, not under
// the sticky header or the tab bar, and the live regions said what the step did, once.
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { announced, type Focus, focusSettles, press, tabTo } from './support/keyboard.ts';
import { apiBrowserSuite, atHash, DEMO, newContext } from './support/suite.ts';

const test = apiBrowserSuite('keyboard-only journeys');
const PHONE = { viewport: { width: 375, height: 640 } };

/** Signs in from the keyboard, leaving focus on the home page's heading. */
async function signInByKeyboard(page: Page, base: string, password = DEMO.password) {
	await page.goto(`${base}#/pages/login/login`);
	await page.waitForSelector('#login-user');
	const skip = await press(page, 'Tab');
	assert.is(skip.name, 'Skip to content', 'the first Tab stop is the skip link');
	assert.is((await press(page, 'Enter')).id, 'main', 'the skip link moves focus to the main region');
	assert.is((await tabTo(page, (f) => f.tag === 'input')).id, 'login-user');
	await page.keyboard.type(DEMO.user);
	assert.is((await press(page, 'Tab')).id, 'login-password');
	await page.keyboard.type(password);
	await page.keyboard.press('Enter');
}

/** The home page once its lists are in (the day picker and the meetings redraw as they arrive). */
async function homeSettled(page: Page) {
	await focusSettles(page, 'h1');
	await page.waitForSelector('.race-link', { timeout: 15_000 });
	await page.waitForLoadState('networkidle');
}

const isTab = (f: Focus, name: string) => f.role === 'tab' && f.name === name;

test.it(
	'sign in: a wrong password is said once and focus stays in the form; then the home heading',
	async ({ browser, server }) => {
		const context = await newContext(browser, PHONE);
		const page = await context.newPage();
		await signInByKeyboard(page, server.appUrl, 'not-the-password');
		await page.waitForSelector('.auth-error[role=alert]', { timeout: 15_000 });
		assert.is((await press(page)).id, 'login-password', 'focus stayed where the player pressed Enter');
		const said = await announced(page);
		assert.is(said.length, 1, `said once, by the form's alert, no toast besides: ${said.join(' | ')}`);
		assert.match(said[0] ?? '', /user name or password/);
		await page.keyboard.press('Control+A');
		await page.keyboard.type(DEMO.password);
		await page.keyboard.press('Enter');
		await atHash(page, '#/');
		const heading = await focusSettles(page, 'h1');
		assert.is(heading.name, 'Horse Club', 'the new page is announced by its focused heading');
		await context.close();
	},
);

test.it(
	'event-type tabs: arrows, Home and End move focus and selection; the panel follows',
	async ({ browser, server }) => {
		const context = await newContext(browser, PHONE);
		const page = await context.newPage();
		await signInByKeyboard(page, server.appUrl);
		await homeSettled(page);
		await tabTo(page, (f) => isTab(f, 'Races'));
		const panel = () => page.evaluate(() => document.querySelector('[role=tabpanel]')?.getAttribute('aria-labelledby'));
		const selected = () => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'));
		for (const [key, name] of [
			['ArrowRight', 'Harness'],
			['ArrowRight', 'Greyhounds'],
			['ArrowRight', 'Races'],
			['ArrowLeft', 'Greyhounds'],
			['Home', 'Races'],
			['End', 'Greyhounds'],
		] as const) {
			const f = await press(page, key);
			assert.ok(isTab(f, name), `${key} moved focus to ${f.name}, not ${name}`);
			assert.is(await selected(), 'true', `${name} is focused and selected`);
			assert.is(await panel(), f.id, 'the panel is labelled by the selected tab');
		}
		// one Tab stop: Tab leaves the tab list rather than walking its tabs
		assert.is.not((await press(page, 'Tab')).role, 'tab');
		await context.close();
	},
);

test.it(
	'place a bet: problems are read on the refused send, then the bet is placed with focus kept',
	async ({ browser, server }) => {
		const context = await newContext(browser, PHONE);
		const page = await context.newPage();
		await signInByKeyboard(page, server.appUrl);
		await homeSettled(page);
		// a race's Bet button says what it opens and sends focus into the form
		const bet = await tabTo(page, (f) => f.tag === 'button' && /^Bet /.test(f.name));
		const expanded = () => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'));
		assert.is(await expanded(), 'false');
		await page.keyboard.press('Enter');
		assert.is((await focusSettles(page, '#bet-type')).id, 'bet-type', `${bet.name} moved focus into the form`);
		const open = await page.evaluate(() =>
			[...document.querySelectorAll('button.race-bet[aria-expanded=true]')].map((b) => b.getAttribute('aria-label')),
		);
		assert.equal(open, [bet.name], 'that Bet button now says its form is open');
		await page.keyboard.press('ArrowDown');
		assert.is(await page.inputValue('#bet-type'), '1', 'Single Win chosen');
		// no runner and no stake: the send is refused and focus goes to the first problem
		await tabTo(page, (f) => f.tag === 'button' && f.name === 'Place bet');
		await page.keyboard.press('Enter');
		const problem = await focusSettles(page, 'fieldset[data-field=horse] input');
		const described = await page.evaluate(() => {
			const group = document.activeElement?.closest('fieldset');
			return (group?.getAttribute('aria-describedby') ?? '')
				.split(' ')
				.map((id) => document.getElementById(id)?.textContent)
				.join(' ');
		});
		assert.match(described, 'Runners: Pick at least 1 runner(s).', `${problem.id} is described by its problem`);
		assert.equal(await announced(page), [], 'nothing was announced while the form was filled in');
		await press(page, 'Space');
		const stake = await tabTo(page, (f) => f.id === 'bet-amount');
		assert.is(await page.getAttribute('#bet-amount', 'aria-invalid'), 'true', `${stake.id} is marked until fixed`);
		await page.keyboard.type('2');
		await tabTo(page, (f) => f.tag === 'button' && f.name === 'Place bet');
		await page.keyboard.press('Enter');
		await page.waitForFunction(
			() => /Bet placed/.test(document.querySelector('.toast-region')?.textContent ?? ''),
			null,
			{
				timeout: 15_000,
			},
		);
		const after = await press(page);
		assert.is(after.name, 'Place bet', 'focus stayed on the button it was pressed on');
		assert.equal(
			(await announced(page)).filter((t) => /placed/i.test(t)),
			['Bet placed'],
			'the bet is announced once',
		);
		await context.close();
	},
);

test.it('top up: the confirmation card takes focus and is read whole', async ({ browser, server }) => {
	const context = await newContext(browser, PHONE);
	const page = await context.newPage();
	await signInByKeyboard(page, server.appUrl);
	await homeSettled(page);
	// the whole home page, race links and Show all included, goes by without a stop hidden, to the tab bar
	await tabTo(page, (f) => f.tag === 'a' && f.name === 'Account', 200);
	await page.keyboard.press('Enter');
	await atHash(page, '#/pages/account/account');
	await focusSettles(page, 'h1');
	await tabTo(page, (f) => f.tag === 'a' && f.name === 'Player top up');
	await page.keyboard.press('Enter');
	await atHash(page, '#/pages/recharge/recharge');
	assert.is((await focusSettles(page, 'h1')).name, 'Player top up');
	assert.is((await tabTo(page, (f) => f.tag === 'input')).id, 'topup-amount');
	await page.keyboard.type('25');
	// the method radios: one Tab stop, an arrow picks the next (card)
	await tabTo(page, (f) => f.tag === 'input' && f.name !== '' && /Bank transfer/.test(f.name));
	await press(page, 'ArrowDown');
	await tabTo(page, (f) => f.tag === 'button' && f.name === 'Submit');
	await page.keyboard.press('Enter');
	const card = await focusSettles(page, '#request-result');
	const read = await page.textContent('#request-result');
	assert.match(card.name, 'Top-up requested', 'the card is named by its heading');
	assert.match(read ?? '', '$25.00', `the card holds the amount: ${read}`);
	await context.close();
});

test.it(
	'log-out dialog and date popup: focus moves in, stays in, Escape closes, focus returns',
	async ({ browser, server }) => {
		const context = await newContext(browser, PHONE);
		const page = await context.newPage();
		await signInByKeyboard(page, server.appUrl);
		await homeSettled(page);
		await page.keyboard.press('Shift+Tab');
		await tabTo(page, (f) => f.tag === 'a' && f.name === 'Account', 200);
		await page.keyboard.press('Enter');
		await focusSettles(page, 'h1');
		// every stop on the account page (its links, the device buttons) scrolls clear of the header and tab bar
		const logout = await tabTo(page, (f) => f.tag === 'button' && f.name === 'Log out', 120);
		await page.keyboard.press('Enter');
		const cancel = await focusSettles(page, '.modal button');
		assert.is(cancel.name, 'Cancel', 'focus starts on the answer that changes nothing');
		assert.ok(await page.evaluate(() => document.querySelector('.page')?.hasAttribute('inert')), 'the page is inert');
		assert.is((await press(page, 'Tab')).name, 'OK');
		assert.is((await press(page, 'Tab')).name, 'Cancel', 'Tab wraps inside the dialog');
		assert.is((await press(page, 'Shift+Tab')).name, 'OK', 'Shift+Tab wraps too');
		const back = await press(page, 'Escape');
		assert.is(back.name, logout.name, 'Escape closed it and focus is back on Log out');
		assert.is(await page.$('[role=alertdialog]'), null);
		assert.not.ok(await page.evaluate(() => document.querySelector('[inert]')), 'nothing is left inert');

		await tabTo(page, (f) => f.tag === 'a' && f.name === 'Home');
		await page.goto(`${server.appUrl}#/pages/statement/statement`);
		await atHash(page, '#/pages/statement/statement');
		await page.waitForSelector('.range-trigger');
		await page.locator('body').focus();
		const trigger = await tabTo(page, (f) => f.tag === 'button' && /Dates/.test(f.name));
		await page.keyboard.press('Enter');
		const start = await focusSettles(page, '#statement-range-start');
		assert.is(start.id, 'statement-range-start', 'the first stop is the first date, not the mask');
		// once the sheet has slid in (300 ms), the focused field and its ring are on screen:
		await page.waitForFunction(() => {
			const r = document.activeElement!.getBoundingClientRect();
			return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
		});
		// a date field takes a Tab per part (month, day, year) before focus leaves it: count each control once
		const stops = [start.id];
		for (let i = 0; i < 12 && stops.length < 5; i++) {
			const f = await press(page, 'Tab');
			const at = f.id || f.name;
			if (at !== stops.at(-1)) stops.push(at);
		}
		assert.equal(stops, ['statement-range-start', 'statement-range-end', 'Cancel', 'OK', 'statement-range-start']);
		assert.is((await press(page, 'Escape')).name, trigger.name, 'Escape closed the popup; focus is on its trigger');
		await context.close();
	},
);

test.run();
