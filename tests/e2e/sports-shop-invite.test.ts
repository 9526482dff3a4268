// Shop, sports and invite against the real API server serving the built app: money moves once, lists follow.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, type RunningServer, useServer } from './harness.ts';

const SERVER = resolve('server/main.ts');
const codes = new Map<string, string>();
let child: ChildProcess | null = null;

/** The real server on a free port with a throwaway data dir; codes it "texts" are read from its stdout. */
async function startApiServer(): Promise<RunningServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'hc-e2e-club-'));
	const proc = spawn(process.execPath, ['--import', 'tsx', SERVER], {
		env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DEMO: '1', ACCESS_TOKEN_SECONDS: '600' },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	child = proc;
	const url = await new Promise<string>((done, fail) => {
		let out = '';
		proc.stdout?.on('data', (chunk: Buffer) => {
			out += chunk;
			for (const m of out.matchAll(/verification code for (\S+): (\d{6})/g)) codes.set(m[1] ?? '', m[2] ?? '');
			const listening = /"msg":"listening","url":"([^"]+)"/.exec(out);
			if (listening?.[1]) done(listening[1]);
		});
		proc.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
		proc.once('exit', (code) => fail(new Error(`API server exited with ${code}`)));
	});
	return {
		origin: url,
		appUrl: `${url}/app/`,
		close: async () => {
			proc.kill('SIGTERM');
			await new Promise((done) => proc.once('exit', done));
			rmSync(dataDir, { recursive: true, force: true });
		},
	};
}

const serverReady = existsSync(SERVER);
if (!serverReady) console.warn(`\n!!! SKIPPING CLUB BROWSER TESTS: no API server at ${SERVER} !!!\n`);
else useServer(startApiServer);

const test = browserSuite('sports, shop and invite in the browser');

const atHash = (page: Page, hash: string) => page.waitForFunction((h) => location.hash.split('?')[0] === h, hash);
const dollars = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);

async function signIn(page: Page, server: RunningServer) {
	await page.goto(`${server.appUrl}#/pages/login/login`);
	await page.fill('#login-user', 'demo');
	await page.fill('#login-password', 'demo-pass-2025');
	await page.click('button[type=submit]');
	await atHash(page, '#/');
}

test.it(
	'buying a shop item lowers the balance by its price and adds it to the history',
	async ({ browser, server }) => {
		if (!serverReady) return;
		const page = await browser.newPage();
		await signIn(page, server);
		await page.goto(`${server.appUrl}#/pages/shop/shop`);
		await page.waitForFunction(() =>
			/\d/.test(document.querySelector('[data-testid=shop-balance]')?.textContent ?? ''),
		);
		const before = dollars(await page.textContent('[data-testid=shop-balance]'));
		const card = page.locator('section.club-card:has(button.btn-primary:not([disabled]))').first();
		const name = (await card.getAttribute('aria-label')) ?? '';
		const price = dollars(await card.locator('.club-row b').first().textContent());
		await card.locator('button.btn-primary').click();
		await page.click('.modal .btn-primary');
		await page.waitForFunction(
			(b) => {
				const text = document.querySelector('[data-testid=shop-balance]')?.textContent ?? '';
				return Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100) !== b;
			},
			before,
			{ timeout: 10_000 },
		);
		assert.is(
			dollars(await page.textContent('[data-testid=shop-balance]')),
			before - price,
			'balance not lowered by the price',
		);
		const first = await page.locator('.club-history li').first().textContent();
		assert.match(first ?? '', name, 'purchase missing from the history');
		await page.close();
	},
);

test.it('a sport order placed from an event shows up in SportOrder', async ({ browser, server }) => {
	if (!serverReady) return;
	const page = await browser.newPage();
	await signIn(page, server);
	await page.goto(`${server.appUrl}#/pages/sport/sport`);
	await page.locator('a.club-card').first().click();
	await atHash(page, '#/pages/sport/detail');
	const fixture = (await page.locator('section.club-card h2').first().textContent()) ?? '';
	await page.locator('button.club-odd').first().click();
	await page.fill('#slip-stake', '5');
	assert.match((await page.textContent('#slip-return output')) ?? '', '$', 'no potential return shown');
	await page.click('.club-slip button[type=submit]');
	await page.waitForSelector('.club-slip[role=status]', { timeout: 10_000 });
	await page.goto(`${server.appUrl}#/pages/order/sport_list`);
	await page.waitForSelector('.order-card');
	const title = await page.locator('.order-card .order-card-title').first().textContent();
	assert.is(title, fixture, 'the newest sport order is not the one just placed');
	assert.match((await page.locator('.order-card').first().textContent()) ?? '', '$5.00');
	await page.close();
});

test.it('a friend who signs up through the invite link shows on the Invite page', async ({ browser, server }) => {
	if (!serverReady) return;
	const page = await browser.newPage();
	await signIn(page, server);
	await page.goto(`${server.appUrl}#/pages/invitation/index`);
	const link = (await page.locator('[data-testid=invite-link]').getAttribute('href')) ?? '';
	const code = (await page.textContent('[data-testid=invite-code]')) ?? '';
	assert.match(link, `/app/#/pages/login/register?invite_code=${code}`);

	const friend = await browser.newContext();
	const signUp = await friend.newPage();
	await signUp.goto(link);
	assert.is(await signUp.inputValue('#reg-invite'), code, 'invite code not prefilled from the link');
	const phone = `+8529${String(Date.now()).slice(-7)}`;
	await signUp.fill('#reg-user', 'club_friend');
	await signUp.fill('#reg-password', 'friend-password-1');
	await signUp.fill('#reg-confirm', 'friend-password-1');
	await signUp.fill('#reg-phone', phone);
	await signUp.click('.auth-input-row .btn');
	for (let i = 0; i < 50 && !codes.has(phone); i++) await signUp.waitForTimeout(100);
	await signUp.fill('#reg-code', codes.get(phone) ?? 'missing');
	await signUp.click('button[type=submit]');
	await atHash(signUp, '#/');
	await friend.close();

	await page.reload();
	await page.waitForSelector('.club-history li');
	assert.match((await page.locator('.club-history li').first().textContent()) ?? '', 'c*********d');
	await page.close();
});

test.run();
process.on('exit', () => child?.kill('SIGTERM'));
