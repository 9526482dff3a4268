// `npm run screens:office`: every back-office screen at 1280 and 360 px, in English and Chinese, as PNGs in
// docs/screens/office/<lang>/, from the real server on demo data with a staff member holding every role.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startApiServer } from '../tests/e2e/support/api-server.ts';
import { decide, officeSignIn } from '../tests/e2e/support/office.ts';
import { playerApi } from '../tests/e2e/support/player-api.ts';
import { type Race, toStart } from '../tests/e2e/support/races.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/chromium.ts';

const OUT = resolve(process.env.SCREENS_DIR ?? 'docs/screens/office');
const WIDTHS = [1280, 360];

/** Declares the open card's race (early, on purpose), then corrects it. */
async function resultTwice(p: Page) {
	const card = p.locator('section.card:has(#race-card-title)');
	const [a, b, c] = await card.locator('tbody th').allTextContents();
	for (const [order, button] of [
		[`${a}, ${b}, ${c}`, 'Declare result'],
		[`${b}, ${a}, ${c}`, 'Correct result'],
	] as const) {
		await card.locator('input[placeholder]').fill(order);
		const early = card.getByLabel('The race has not started: result it now');
		if (await early.count()) await early.check();
		await decide(card, button, button === 'Correct result' ? 'photo finish reviewed' : 'official result');
	}
}

const server = await startApiServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
	const { access_token: token } = await playerApi<{ access_token: string }>(server.origin, '/api/user/signin', {
		body: { user_name: 'demo', password: 'demo-pass-2025', device_id: 'office-screens' },
	});
	await playerApi(server.origin, '/api/wallet/topup', {
		token,
		key: 'shot-topup',
		body: { amount: 88.5, method: 'bank_transfer' },
	});
	await playerApi(server.origin, '/api/wallet/withdraw', { token, key: 'shot-withdraw', body: { amount: 25 } });
	const races = await playerApi<{ list: Race[] }>(server.origin, '/api/events/races');
	// a race still to run, resulted early then corrected, so its card shows the result in force and its history
	const race = races.list.find((r) => toStart(r) > 120_000) ?? races.list[0]!;
	const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
	const page = await context.newPage();
	const shot = async (lang: string, name: string, fullPage = true) => {
		for (const width of WIDTHS) {
			await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
			mkdirSync(`${OUT}/${lang}`, { recursive: true });
			await page.screenshot({ path: `${OUT}/${lang}/${name}-${width}.png`, fullPage });
		}
		await page.setViewportSize({ width: 1280, height: 900 });
	};
	await page.goto(`${server.origin}/office/`);
	await page.getByLabel('User name').waitFor();
	await shot('en', 'sign-in');
	await officeSignIn(page, server, 'boss', 'admin,cashier,trader,support');
	await page.getByRole('button', { name: 'Approve' }).first().waitFor();
	const rows = await page.locator('tbody tr').count();
	await decide(page.locator('tbody tr').nth(1), 'Reject', 'no transfer arrived');
	await page.waitForFunction((n) => document.querySelectorAll('tbody tr').length === n - 1, rows);
	for (const lang of ['en', 'zh']) {
		if (lang === 'zh') {
			await page.getByRole('button', { name: '中文' }).click();
			await page.locator('html[lang="zh-CN"]').waitFor({ state: 'attached' });
		}
		const go = async (hash: string, ready: (p: Page) => Promise<unknown>) => {
			await page.goto(`${server.origin}/office/#${hash}`);
			await ready(page);
		};
		await go('topups', (p) => p.locator('tbody tr').first().waitFor());
		await shot(lang, 'transfers');
		await go('withdrawals', (p) => p.locator('.cards li').first().waitFor());
		await shot(lang, 'withdrawals');
		await go('players', async (p) => {
			await p.getByRole('searchbox').fill('demo');
			await p.keyboard.press('Enter');
			await p.locator('#pf-ledger').waitFor();
			// a password reset: the temporary password shown to support once
			await p.locator('main .actions > button').nth(2).click();
			await p.locator('form.reason input').fill('locked out');
			await p.locator('form.reason button[type=submit]').click();
			await p.locator('[data-secret]').waitFor();
		});
		await shot(lang, 'player');
		await go('races', async (p) => {
			await p.locator('input[type=date]').fill(race.day);
			await p.locator('tbody tr').first().waitFor();
			await p.locator('select').first().selectOption(race.meetings);
			await p.locator(`tbody tr:has-text("${race.meetings} R${race.raceNo}") button`).first().click();
			await p.locator('#race-card-title').waitFor();
			if (lang === 'en') await resultTwice(p);
			await p.locator('h3').first().waitFor();
		});
		// a day's card runs to a hundred races and more: the first screen of it, and the open race card whole
		await shot(lang, 'races', false);
		for (const width of WIDTHS) {
			await page.setViewportSize({ width, height: 900 });
			await page
				.locator('section.card:has(#race-card-title)')
				.screenshot({ path: `${OUT}/${lang}/race-card-${width}.png` });
		}
		await go('sports', (p) => p.locator('select').waitFor());
		await page.locator('select').selectOption('open');
		await page.locator('.cards li').first().waitFor();
		await shot(lang, 'sports');
		await go('audit', (p) => p.locator('tbody tr').first().waitFor());
		await shot(lang, 'audit');
		await go('team', (p) => p.locator('.cards li').first().waitFor());
		await shot(lang, 'staff');
	}
	console.log(`screens in ${OUT}`);
} finally {
	await browser.close();
	await server.close();
}
