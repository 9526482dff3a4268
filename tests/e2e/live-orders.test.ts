// The live video with danmu and the Order page in Chromium, against the real API server serving the built app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import * as assert from 'uvu/assert';
import { type PlayerTokens, playerApi, playerSignIn } from './support/player-api.ts';
import { type Race, toStart } from './support/races.ts';
import { apiBrowserSuite } from './support/suite.ts';

/** A browser context already signed in as `t`. */
async function signedIn(browser: Browser, t: PlayerTokens) {
	const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
	await context.addInitScript((s: PlayerTokens) => {
		localStorage.setItem('token', s.access_token);
		localStorage.setItem('refresh_token', s.refresh_token);
		localStorage.setItem('user_name', s.user_name);
		localStorage.setItem('user_id', String(s.user_id));
	}, t);
	return context;
}

const test = apiBrowserSuite('live video and orders in the browser');

test.it(
	'the live view plays the race video, shows a posted danmu and one from another player',
	async ({ browser, server }) => {
		const demo = await playerSignIn(server.origin, 'demo', 'demo-pass-2025');
		const context = await signedIn(browser, demo);
		const page = await context.newPage();
		await page.goto(`${server.appUrl}#/`);
		const streamReply = page.waitForResponse((r) => r.url().includes('/api/live/stream'));
		await page.click('.live-toggle');
		const stream = ((await (await streamReply).json()) as { data: { stream_id: string } }).data;
		await page.waitForSelector('video.live-video');
		await page.waitForFunction(
			() => {
				const v = document.querySelector('video');
				return !!v && (v.readyState >= 2 || v.currentTime > 0);
			},
			null,
			{ timeout: 15_000 },
		);
		await page.fill('#danmu-text', 'go number four');
		await page.click('.danmu-send');
		await page.waitForFunction(
			() => [...document.querySelectorAll('.danmu')].some((d) => d.textContent === 'go number four'),
			null,
			{ polling: 100 },
		);
		assert.is(await page.inputValue('#danmu-text'), '', 'the box was not cleared after a post');

		// a second player, made by the operator, posts through the API:
		const operator = readFileSync(join(server.dataDir, 'operator-token'), 'utf8').trim();
		await fetch(`${server.origin}/api/admin/run`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
			body: JSON.stringify({ operator: 'e2e', argv: ['create-player', 'rider_two', 'rider-two-pass'] }),
		});
		const other = await playerSignIn(server.origin, 'rider_two', 'rider-two-pass');
		// a post made before the page's stream listens still arrives: the feed asks for what it missed on 'ready'
		await playerApi(server.origin, '/api/live/danmu', {
			token: other.access_token,
			body: { stream_id: stream.stream_id, text: '<b>from rider two</b>', color: '#FF5A5F' },
		});
		// polled on a timer, not on animation frames: a danmu lives 4 s and frames may be throttled while video plays:
		await page.waitForFunction(
			() => [...document.querySelectorAll('.danmu')].some((d) => d.textContent === '<b>from rider two</b>'),
			null,
			{ timeout: 10_000, polling: 100 },
		);
		assert.is(await page.locator('.danmu-layer b').count(), 0, 'danmu text was rendered as HTML');
		await page.click('.live-tap');
		await page.click('[aria-label="Close live video"]');
		await page.waitForSelector('video.live-video', { state: 'detached' });
		await context.close();
	},
);

test.it('the Order page lists the demo player orders and loads more on scroll', async ({ browser, server }) => {
	const demo = await playerSignIn(server.origin, 'demo', 'demo-pass-2025');
	const races = await playerApi<{ list: Race[] }>(server.origin, '/api/events/races');
	// one that stays open while the 25 orders go in:
	const race = races.list.find((r) => toStart(r) > 60_000);
	assert.ok(race, 'no open race to bet on');
	const horses = await playerApi<{ list: { horse_id: number; scratched: boolean }[] }>(
		server.origin,
		`/api/events/gethorse_name?race_id=${race.race_id}`,
	);
	const horse = horses.list.find((h) => !h.scratched)?.horse_id;
	for (let i = 0; i < 25; i++) {
		await playerApi(server.origin, '/api/order/place-order', {
			token: demo.access_token,
			key: `e2e-order-${i}`,
			body: { bet_type: 1, race_id: race.race_id, event_id: race.event_id, horse: [horse], betAmount: i + 1 },
		});
	}
	// the demo data may hold orders of its own:
	const { total } = await playerApi<{ total: number }>(server.origin, '/api/order/list?page=1&size=1', {
		token: demo.access_token,
	});
	assert.ok(total >= 25 && total <= 40, `unexpected order count ${total}`);
	const context = await signedIn(browser, demo);
	const page = await context.newPage();
	await page.goto(`${server.appUrl}#/pages/order/list`);
	await page.waitForSelector('.order-card');
	assert.is(await page.title(), 'Order');
	assert.is(await page.locator('.order-card').count(), 20);
	const first = await page.locator('.order-card').first().textContent();
	assert.match(first ?? '', 'Single Win');
	assert.match(first ?? '', '$25.00', 'newest order (stake 25) is not first');
	await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
	await page.waitForFunction((n) => document.querySelectorAll('.order-card').length === n, total);
	await page.waitForSelector('p.load-more');
	await context.close();
});

test.run();
