// Widgets with the keyboard alone (no clicks): the event-type tabs, the log-out dialog and the date popup; after every
// step focus is on something and not under the sticky header or the tab bar.
import * as assert from 'uvu/assert';
import { type Focus, focusSettles, homeSettled, press, signInByKeyboard, tabTo } from './support/keyboard.ts';
import { apiBrowserSuite, atHash, newContext } from './support/suite.ts';

const test = apiBrowserSuite('keyboard-only widgets');
const PHONE = { viewport: { width: 375, height: 640 } };
const isTab = (f: Focus, name: string) => f.role === 'tab' && f.name === name;

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
		// typing a date, then Tab to the field's own calendar button, keeps the field's focus ring:
		await page.keyboard.type('03152026');
		await page.keyboard.press('Tab');
		const typed = await page.evaluate(() => {
			const el = document.activeElement!;
			const style = getComputedStyle(el);
			return { id: el.id, outline: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
		});
		assert.is(typed.id, 'statement-range-start', 'focus is still inside the start date');
		assert.ok(typed.outline !== 'none' && typed.width >= 2, `no focus ring after typing: ${JSON.stringify(typed)}`);
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
