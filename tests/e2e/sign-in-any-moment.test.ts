// A player who types and taps the moment the sign-in form shows, on a slow phone: the first paint's copy of the form
// (index.html, scripts/build/first-shell.ts) gives way to the app's while they type, and nothing typed or tapped is
// lost. Each try a new visitor, the CPU slowed six times, the fields filled as soon as any is visible.
import type { Page, Request } from 'playwright-core';
import * as assert from 'uvu/assert';
import { type ApiContext, apiBrowserSuite, DEMO, newContext } from './support/suite.ts';

const TRIES = Number(process.env.SIGNIN_TRIES) || 20;
const SLOWDOWN = 6;

const test = apiBrowserSuite('sign-in and sign-up at any moment after the first paint');

/** A visitor's page, slowed down, with the first POST to `api` it sends caught. */
async function slowVisitor(ctx: ApiContext, api: string) {
	const context = await newContext(ctx.browser, { bypassCSP: false, viewport: { width: 360, height: 740 } });
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
	const sent = page
		.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === api, { timeout: 30_000 })
		.catch(() => null);
	return { context, page, sent };
}

/** The n-th visible field of the form on show, whichever copy of it that is. */
const nth = (page: Page, n: number) => page.locator('form.auth input:visible').nth(n);

/** Taps where `target` is now and, for a field, types: as a thumb does, not waiting for the page to be ready. */
async function tap(page: Page, target: ReturnType<Page['locator']>, text?: string) {
	// a copy replaced between finding it and measuring it has no box: the next look finds what replaced it
	let box = await target.boundingBox();
	for (let look = 0; !box && look < 20; look++) box = await target.boundingBox();
	if (!box) throw new Error('nothing to tap');
	await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
	if (text !== undefined) await page.keyboard.type(text);
}

const body = (request: Request | null) => (request?.postDataJSON() ?? null) as Record<string, unknown> | null;

test.it(`the sign-in form sends what was typed, ${TRIES} times of ${TRIES}`, async (ctx) => {
	const missed: string[] = [];
	for (let i = 0; i < TRIES; i++) {
		const { context, page, sent } = await slowVisitor(ctx, '/api/user/signin');
		await page.goto(`${ctx.server.appUrl}#/pages/login/login`, { waitUntil: 'commit' });
		await tap(page, nth(page, 0), DEMO.user);
		await tap(page, nth(page, 1), DEMO.password);
		await tap(page, page.locator('form.auth button[type=submit]:visible'));
		const got = body(await sent);
		if (got?.user_name !== DEMO.user || got.password !== DEMO.password)
			missed.push(`try ${i + 1}: ${JSON.stringify(got)}`);
		await context.close();
	}
	assert.equal(missed, [], `${missed.length} of ${TRIES} taps sent no sign-in with what was typed`);
});

test.it(`the sign-up form asks for its code with what was typed, ${TRIES} times of ${TRIES}`, async (ctx) => {
	const missed: string[] = [];
	for (let i = 0; i < TRIES; i++) {
		const { context, page, sent } = await slowVisitor(ctx, '/api/user/send_code');
		const phone = `+85291${String(100_000 + i)}`;
		await page.goto(`${ctx.server.appUrl}#/pages/login/register`, { waitUntil: 'commit' });
		await tap(page, nth(page, 0), `quick_${i}`);
		await tap(page, nth(page, 1), 'quick-pass-2025');
		await tap(page, nth(page, 2), 'quick-pass-2025');
		await tap(page, nth(page, 3), phone);
		await tap(page, page.locator('form.auth .auth-input-row button:visible'));
		const got = body(await sent);
		if (got?.phone !== phone) missed.push(`try ${i + 1}: ${JSON.stringify(got)}`);
		const kept = await nth(page, 0).inputValue();
		if (kept !== `quick_${i}`) missed.push(`try ${i + 1}: the name reads '${kept}'`);
		await context.close();
	}
	assert.equal(missed, [], `${missed.length} of ${TRIES} taps lost what was typed`);
});

test.run();
