// Sending with the keyboard alone (no clicks): after every step focus is on something, not under the sticky header
// or the tab bar, and the live regions said what the step did, once.
import * as assert from 'uvu/assert';
import { announced, focusSettles, homeSettled, press, signInByKeyboard, tabTo } from './support/keyboard.ts';
import { apiBrowserSuite, atHash, DEMO, newContext } from './support/suite.ts';

const test = apiBrowserSuite('keyboard-only sends');
const PHONE = { viewport: { width: 375, height: 640 } };

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
	'place a bet: problems are read on the refused send, then the bet is placed with focus kept',
	async ({ browser, server }) => {
		const context = await newContext(browser, PHONE);
		const page = await context.newPage();
		await signInByKeyboard(page, server.appUrl);
		await homeSettled(page);
		// the meetings are one Tab stop, their first race; the arrows go on to a race's Bet button, which says what it
		// opens and sends focus into the form
		await page.waitForSelector('.race-link[tabindex="-1"]');
		await tabTo(page, (f) => f.tag === 'a' && /^race-\d+$/.test(f.id));
		let bet = await press(page, 'ArrowDown');
		for (let i = 0; i < 8 && !/^Bet /.test(bet.name); i++) bet = await press(page, 'ArrowDown');
		assert.match(bet.name, /^Bet /, 'the arrows reach a Bet button');
		const expanded = () => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'));
		assert.is(await expanded(), 'false');
		await page.keyboard.press('Enter');
		assert.is((await focusSettles(page, '#bet-type')).id, 'bet-type', `${bet.name} moved focus into the form`);
		const open = await page.evaluate(() =>
			[...document.querySelectorAll('button.race-bet[aria-expanded=true]')].map((b) => b.getAttribute('aria-label')),
		);
		assert.equal(open, [bet.name], 'that Bet button now says its form is open');
		// the race is the row's: the type chips take focus, and Space chooses the first, Single Win
		await page.keyboard.press('Space');
		assert.is(await page.inputValue('#bet-type'), '1', 'Single Win chosen');
		// the runners arrive after the form opens and push the fields below them down: Tab on once they are in, so
		// what is checked is where focus lands, not a list still growing under it
		await page.waitForSelector('fieldset[data-field=horse] input');
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
		// the common receipt takes focus and says it, with the bet's number; no toast says it again
		await focusSettles(page, '.slip-receipt');
		assert.match((await page.textContent('.slip-receipt h2')) ?? '', 'Bet placed');
		assert.match((await page.textContent('.slip-receipt')) ?? '', /Bet no\. \d+/);
		assert.equal(
			(await announced(page)).filter((t) => /placed/i.test(t)),
			[],
			'no live region says it besides the focused receipt',
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
	// the form is drawn from the server's methods and limits, once they are in:
	await page.waitForSelector('#topup-amount');
	assert.is((await tabTo(page, (f) => f.tag === 'input')).id, 'topup-amount');
	await page.keyboard.type('25');
	// the method radios: one Tab stop; bank transfer, the first, answers with the account to pay to in the page
	// (card and e-wallet go on to the provider's checkout):
	const method = await tabTo(page, (f) => f.tag === 'input' && /Bank transfer/.test(f.name));
	assert.ok(method.name, 'the methods are one named Tab stop');
	// the button says what it does, with the amount typed:
	await tabTo(page, (f) => f.tag === 'button' && f.name === 'Deposit $25.00');
	await page.keyboard.press('Enter');
	const card = await focusSettles(page, '.w-result');
	const read = await page.textContent('.w-result');
	assert.match(card.name, 'Transfer to complete your top-up', 'the card is named by its heading');
	assert.match(read ?? '', '$25.00', `the card holds the amount: ${read}`);
	await context.close();
});

test.run();
