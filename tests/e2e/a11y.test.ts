// Every route usable by everyone: axe-core finds no serious or critical problem at 375 and 1280 px in English and
// Chinese, every field has a name, touch targets are 44 px, Tab follows the page, and a bet can be placed by keyboard
// alone (keyboard-*.test.ts drive the other journeys).
import * as assert from 'uvu/assert';
import { a11yFailures, outOfOrder, type TabStop, tab, tabUntil } from './support/a11y.ts';
import { eachSignedInRoute, PUBLIC } from './support/routes.ts';
import {
	type ApiContext,
	apiBrowserSuite,
	apiGet,
	atHash,
	demoContext,
	newContext,
	open,
	signIn,
} from './support/suite.ts';

const WIDTHS = [375, 1280];
const LANGUAGES = ['en', 'zh'] as const;

/** A context whose pages open in `lang` (the stored choice the app starts with). */
async function inLanguage(context: Awaited<ReturnType<typeof newContext>>, lang: string) {
	await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
	return context;
}

async function everyRoute({ browser, server }: ApiContext, width: number, lang: string) {
	const viewport = { width, height: 800 };
	const context = await inLanguage(await newContext(browser, { viewport }), lang);
	const page = await context.newPage();
	await signIn(page, server.appUrl);
	const failures: string[] = [];
	await eachSignedInRoute(page, server, async (path) => {
		// the home page keeps its bet form folded; unfold it, with a race chosen, so the whole builder is judged too:
		if (path === '/' || path === '/pages/index/index') {
			const folded = page.locator('button.bet-toggle[aria-expanded=false]').first();
			if (await folded.count()) await folded.click();
			const race = page.locator('#bet-leg1');
			await race.waitFor();
			if (!(await race.inputValue())) await race.selectOption({ index: 1 });
			await page.waitForSelector('#bet-type');
		}
		failures.push(...(await a11yFailures(page, `${path} @${width} ${lang}`)));
	});
	const anonymous = await inLanguage(await newContext(browser, { viewport }), lang);
	const guest = await anonymous.newPage();
	for (const path of PUBLIC) {
		await open(guest, server.appUrl, path);
		failures.push(...(await a11yFailures(guest, `${path} @${width} ${lang}`)));
	}
	await anonymous.close();
	await context.close();
	assert.equal(failures, [], `${failures.length} accessibility failures:\n${failures.join('\n')}`);
}

const test = apiBrowserSuite('accessibility of every route');

for (const lang of LANGUAGES) {
	for (const width of WIDTHS) {
		test.it(`every route at ${width} px in ${lang}: no serious axe violation, named fields, 44 px targets`, (ctx) =>
			everyRoute(ctx, width, lang),
		);
	}
}

const where = (s: TabStop) => s.id || s.name;

test.it('login: Tab follows the visual order and every stop shows its focus', async ({ browser, server }) => {
	const context = await newContext(browser, { viewport: { width: 375, height: 800 } });
	const page = await context.newPage();
	await open(page, server.appUrl, '/pages/login/login');
	await page.locator('body').focus();
	const stops = await tabUntil(page, (s) => s.tag === 'a' && /sign up/i.test(s.name));
	const inForm = stops.slice(stops.findIndex((s) => s.id === 'login-user'));
	assert.equal(
		inForm.map(where).slice(0, 2),
		['login-user', 'login-password'],
		`Tab sequence: ${stops.map(where).join(' > ')}`,
	);
	assert.ok(
		inForm.some((s) => s.tag === 'button' && s.name === 'Log in'),
		`the submit button is a tab stop after the fields: ${stops.map(where).join(' > ')}`,
	);
	assert.equal(outOfOrder(inForm), [], 'focus jumps back up the page');
	const hidden = stops.filter((s) => !s.visible).map(where);
	assert.equal(hidden, [], `focus not visible on: ${hidden.join(', ')}`);
	await context.close();
});

test.it(
	'bet form by keyboard alone: roles and names, Tab order, focus ring, a bet placed',
	async ({ browser, server }) => {
		const { context, page } = await demoContext(browser, server.appUrl, { viewport: { width: 375, height: 800 } });
		const before = (await apiGet<{ total: number }>(page, server.origin, '/order/list')).total;
		await page.waitForSelector('.bet-toggle');
		await page.locator('body').focus();
		// the toggle opens the form from the keyboard:
		await tabUntil(page, (s) => /place a bet/i.test(s.name));
		await page.keyboard.press('Enter');
		// the race comes first: the toggle's next stop is the race choice
		const race = page.getByRole('combobox', { name: 'Race', exact: true });
		await race.waitFor();
		const stops: TabStop[] = [await tab(page)];
		assert.is(stops[0]?.id, 'bet-leg1', `focus went from the toggle to ${where(stops[0] as TabStop)}`);
		// arrow keys pick a race in a closed native select: the soonest open race
		await page.keyboard.press('ArrowDown');
		assert.ok(await race.inputValue(), 'ArrowDown chose a race');
		// then the type, as chips: Tab to the first, Space chooses it
		stops.push(await tab(page));
		assert.is(stops[1]?.id, 'bet-type');
		await page.keyboard.press('Space');
		assert.ok(await page.getByRole('radio', { name: 'Single Win' }).isChecked(), 'Space chose Single Win');
		const runner = page.getByRole('checkbox').first();
		await runner.waitFor();
		stops.push(...(await tabUntil(page, (s) => s.tag === 'input' && s.id.startsWith('bet-horse-'))));
		await page.keyboard.press('Space');
		assert.ok(await page.locator(`#${stops.at(-1)?.id}`).isChecked(), 'Space ticked the runner');
		stops.push(...(await tabUntil(page, (s) => s.id === 'bet-amount')));
		await page.keyboard.type('2');
		const stake = page.getByRole('textbox', { name: 'Stake per combination ($)' });
		assert.is(await stake.inputValue(), '2');
		const submit = page.getByRole('button', { name: 'Place bet' });
		stops.push(...(await tabUntil(page, (s) => s.tag === 'button' && s.name === 'Place bet')));
		assert.equal(outOfOrder(stops), [], `Tab order: ${stops.map(where).join(' > ')}`);
		const hidden = stops.filter((s) => !s.visible).map(where);
		assert.equal(hidden, [], `focus not visible on: ${hidden.join(', ')}`);
		assert.ok(await submit.isEnabled());
		await page.keyboard.press('Enter');
		// the common receipt takes the form's place and focus, and says it
		await page.locator('.bet-placed .slip-receipt').filter({ hasText: 'Bet placed' }).waitFor({ timeout: 15_000 });
		assert.ok(await page.locator('.bet-placed').isVisible(), 'the receipt is on screen');
		await page.waitForFunction(() => document.activeElement?.classList.contains('slip-receipt'));
		const after = (await apiGet<{ total: number }>(page, server.origin, '/order/list')).total;
		assert.is(after, before + 1, 'one order placed from the keyboard');
		await atHash(page, '#/');
		await context.close();
	},
);

test.run();
