// Safer play in the browser against the real server: a deposit limit refuses a top-up over it,
// lowering applies at once, and a raise waits with the date it applies.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { browserSuite, type RunningServer, useServer } from './harness.ts';

const SERVER = resolve('server/main.ts');
let child: ChildProcess | null = null;

async function startApiServer(): Promise<RunningServer> {
	const dataDir = mkdtempSync(join(tmpdir(), 'hc-e2e-safer-'));
	const proc = spawn(process.execPath, ['--import', 'tsx', SERVER], {
		env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DEMO: '1', SIM_TICK_SECONDS: '0' },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	child = proc;
	const url = await new Promise<string>((done, fail) => {
		let out = '';
		proc.stdout?.on('data', (chunk: Buffer) => {
			out += chunk;
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
			child = null;
			rmSync(dataDir, { recursive: true, force: true });
		},
	};
}

const serverReady = existsSync(SERVER);
if (serverReady) useServer(startApiServer);

const test = browserSuite('safer play in the browser');

const atHash = (page: Page, hash: string) => page.waitForFunction((h) => location.hash.split('?')[0] === h, hash);

/** What the demo player has already asked to deposit in the last 24 h, in cents. */
const usedToday = (page: Page) =>
	page.evaluate(async () => {
		const r = await fetch('/api/safer/settings', {
			headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
		});
		return Math.round((await r.json()).data.limits.deposit.day.used * 100);
	});

async function setDayLimit(page: Page, cents: number) {
	await page.fill('#sf-deposit-day', (cents / 100).toFixed(2));
	await page.click('#sf-deposit-day ~ button[type=submit]');
}

test.it(
	'a deposit limit refuses a top-up over it, lowers at once and raises only after 7 days',
	async ({ browser, server }) => {
		if (!serverReady) return;
		const page = await browser.newPage();
		await page.goto(`${server.appUrl}#/pages/login/login`);
		await page.fill('#login-user', 'demo');
		await page.fill('#login-password', 'demo-pass-2025');
		await page.click('button[type=submit]');
		await atHash(page, '#/');
		await page.goto(`${server.appUrl}#/pages/safer/safer`);
		await page.waitForSelector('#sf-deposit-day');
		assert.match(await page.title(), 'Safer play');
		const used = await usedToday(page);
		await setDayLimit(page, used + 40_00);
		const limitText = `$${((used + 40_00) / 100).toFixed(2)}`;
		await page.waitForFunction((t) => document.querySelector('.sf-limit')?.textContent?.includes(t), limitText);

		await page.goto(`${server.appUrl}#/pages/recharge/recharge`);
		await page.fill('#topup-amount', '50');
		await page.click('button[type=submit]');
		const refusal = await page.waitForSelector('.auth-error[role=alert]');
		assert.match((await refusal.textContent()) ?? '', 'Deposit limit reached: you can deposit $40.00 more today');
		assert.is(await page.inputValue('#topup-amount'), '50', 'the typed amount is kept');

		await page.goto(`${server.appUrl}#/pages/safer/safer`);
		await page.waitForSelector('#sf-deposit-day');
		const lower = `$${((used + 20_00) / 100).toFixed(2)}`;
		await setDayLimit(page, used + 20_00);
		await page.waitForFunction((t) => document.querySelector('.sf-limit')?.textContent?.includes(t), lower);

		await setDayLimit(page, used + 500_00);
		const pending = await page.waitForSelector('.sf-limit .sf-pending');
		const text = (await pending.textContent()) ?? '';
		const due = new Date(Date.now() + 7 * 86_400_000);
		const day = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
		assert.match(text, `Changes to $${((used + 500_00) / 100).toFixed(2)}, applies on ${day}`);
		assert.match((await page.textContent('.sf-limit')) ?? '', lower, 'the lower limit still holds');
		await page.close();
	},
);

test.run();
process.on('exit', () => child?.kill('SIGKILL'));
