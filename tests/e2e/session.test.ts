// Sign-up, sign-in, reload and silent token refresh against the real API server serving the built app.
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
	const dataDir = mkdtempSync(join(tmpdir(), 'hc-e2e-'));
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
if (!serverReady) console.warn(`\n!!! SKIPPING SESSION BROWSER TESTS: no API server at ${SERVER} !!!\n`);
else useServer(startApiServer);

const test = browserSuite('session in the browser');

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const atHash = (page: Page, hash: string) => page.waitForFunction((h) => location.hash.split('?')[0] === h, hash);

async function signIn(page: Page, user: string, password: string) {
	await page.fill('#login-user', user);
	await page.fill('#login-password', password);
	await page.click('button[type=submit]');
	await atHash(page, '#/');
}

test.it(
	'a signed-out player is sent to login, and a wrong password shows the server message',
	async ({ browser, server }) => {
		if (!serverReady) return;
		const page = await browser.newPage();
		await page.goto(`${server.appUrl}#/pages/order/list`);
		await atHash(page, '#/pages/login/login');
		await page.fill('#login-user', 'demo');
		await page.fill('#login-password', 'wrong-password');
		await page.click('button[type=submit]');
		await page.waitForSelector('.auth .auth-error[role=alert]');
		assert.is(await page.inputValue('#login-user'), 'demo', 'typed name lost after a failure');
		await page.close();
	},
);

test.it(
	'signs up with a texted code; an invalid invite code is refused without losing the form',
	async ({ browser, server }) => {
		if (!serverReady) return;
		const page = await browser.newPage();
		await page.goto(`${server.appUrl}#/pages/login/register?invite_code=NOSUCH99`);
		assert.is(await page.inputValue('#reg-invite'), 'NOSUCH99', 'invite code not prefilled from the query');
		const phone = `+8529${String(Date.now()).slice(-7)}`;
		await page.fill('#reg-user', 'e2e_rider');
		await page.fill('#reg-password', 'e2e-password-1');
		await page.fill('#reg-confirm', 'e2e-password-1');
		await page.fill('#reg-phone', phone);
		await page.click('.auth-input-row .btn');
		await page.waitForFunction(() => /\d/.test(document.querySelector('.auth-input-row .btn')?.textContent ?? ''));
		for (let i = 0; i < 50 && !codes.has(phone); i++) await page.waitForTimeout(100);
		await page.fill('#reg-code', codes.get(phone) ?? 'missing');
		await page.click('button[type=submit]');
		await page.waitForSelector('.auth .auth-error[role=alert]');
		assert.is(await page.inputValue('#reg-user'), 'e2e_rider');
		await page.fill('#reg-invite', '');
		await page.click('button[type=submit]');
		await atHash(page, '#/');
		assert.is(await stored(page, 'user_name'), 'e2e_rider');
		assert.ok(await stored(page, 'refresh_token'), 'refresh token not stored');
		await page.close();
	},
);

test.it('the demo player signs in and stays signed in after a reload', async ({ browser, server }) => {
	if (!serverReady) return;
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto(`${server.appUrl}#/pages/login/login`);
	await signIn(page, 'demo', 'demo-pass-2025');
	assert.is(await stored(page, 'user_name'), 'demo');
	await page.reload();
	await page.waitForLoadState('load');
	await page.waitForTimeout(300);
	assert.is(await page.evaluate(() => location.hash.split('?')[0]), '#/', 'reload lost the session');
	await context.close();
});

test.it(
	'an access token that stopped working is refreshed silently and both tokens rotate',
	async ({ browser, server }) => {
		if (!serverReady) return;
		const page = await browser.newPage();
		await page.goto(`${server.appUrl}#/pages/login/login`);
		await signIn(page, 'demo', 'demo-pass-2025');
		const before = await stored(page, 'refresh_token');
		// a token the server no longer accepts, as after its 10 minutes ran out:
		await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
		await page.reload();
		await page.waitForFunction((old) => localStorage.getItem('refresh_token') !== old, before, { timeout: 10_000 });
		assert.is.not(await stored(page, 'token'), 'expired.token.value');
		assert.is(
			await page.evaluate(() => location.hash.split('?')[0]),
			'#/',
			'the player was sent away instead of refreshed',
		);
		await page.close();
	},
);

test.run();
process.on('exit', () => child?.kill('SIGTERM'));
