// The back office in browser tests: a staff account made with the CLI, signed in through the office's own form
// with a real authenticator code, and the player-side API calls that set up each day's work.
import type { Page } from 'playwright-core';
import { timeStep, totpAt } from '../../../server/domain/staff/totp.ts';
import type { ApiServer } from './api-server.ts';
import { playerApi, playerSignIn } from './player-api.ts';

/**
 * A player of the test's own with `cents` in the wallet and a bank card: the demo player's seeded bets settle while
 * the test runs, which would move the balance the test watches.
 */
export async function newPlayer(server: ApiServer, name: string, amount: number) {
	const password = `${name}-pass-2026`;
	await server.admin('create-player', name, password);
	await server.admin('adjust', name, String(amount), '--reason', 'test float');
	const { access_token: token } = await playerSignIn(server.origin, name, password, 'e2e-office');
	await playerApi(server.origin, '/api/user/bank_card', {
		token,
		body: { holder_name: 'Test Player', bank_name: 'E2E Bank', card_number: '4111 1111 1111 1111' },
	});
	return token;
}

/** Creates the account with `npm run admin -- staff create`, then signs in: password, the secret shown, its code. */
export async function officeSignIn(page: Page, server: ApiServer, name: string, roles: string) {
	const password = `${name}-pass-2026`;
	await server.admin('staff', 'create', name, password, '--roles', roles);
	await page.goto(`${server.origin}/office/`);
	await page.getByLabel(/User name|用户名/).fill(name);
	await page.getByLabel(/^Password|^密码/).fill(password);
	await page.getByRole('button', { name: /Continue|继续/ }).click();
	const secret = (await page.locator('[data-secret]').textContent()) ?? '';
	await page.getByLabel(/Six-digit code|六位验证码/).fill(totpAt(secret, timeStep(new Date())));
	await page.getByRole('button', { name: /^Sign in$|^登录$/ }).click();
	await page.getByRole('navigation').waitFor();
}

/**
 * Opens a decision's reason form on `button` (within `scope`), types the reason, confirms and waits for the server's
 * answer (a notice may read the same as the one before it) and the form to close (the screen has loaded again).
 */
export async function decide(scope: ReturnType<Page['locator']>, button: string, reason = '') {
	await scope.getByRole('button', { name: button }).click();
	const form = scope.locator('form.reason');
	if (reason) await form.getByRole('textbox').fill(reason);
	const answered = scope.page().waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/staff/'));
	await form.getByRole('button', { name: button }).click();
	await answered;
	await form.waitFor({ state: 'detached' });
}
