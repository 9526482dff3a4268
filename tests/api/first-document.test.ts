// The home document with today's first screen drawn by the server: drawn once per racing-day version and language,
// again when the day changes, with an ETag; a failed draw serves the document without data.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { documentLang } from '../../server/first-screen/document.ts';
import { firstDocuments } from '../../server/first-screen/documents.ts';
import type { RenderInput } from '../../server/first-screen/render.ts';
import { tick } from '../../server/sim/demo-clock.ts';
import { type Harness, harness } from './support/harness.ts';

type Ctx = { h: Harness; dist: string };
const test = suite<Ctx>('the server draws the first screen', {} as Ctx);

const shell = (name: string) => `<div class="first-shell" data-shell="${name}" lang="en" inert>${name}</div>`;
const INDEX = `<!doctype html><html lang="en"><head></head><body><div id="app">${['home', 'login', 'home-zh', 'login-zh'].map(shell).join('')}</div>\n<noscript>JS</noscript></body></html>`;

test.before(async (ctx) => {
	ctx.h = await harness({ timeZone: 'Asia/Hong_Kong' });
	ctx.h.clock.advance(Date.parse('2025-09-13T02:00:00Z') - ctx.h.clock.now().getTime());
	await tick(ctx.h.deps, ctx.h.clock.now(), { generate: true });
	ctx.dist = mkdtempSync(join(tmpdir(), 'hc-first-'));
	writeFileSync(join(ctx.dist, 'index.html'), INDEX);
});
test.after(async ({ h, dist }) => {
	await h.close();
	rmSync(dist, { recursive: true, force: true });
});

function documents({ h, dist }: Ctx, render: (input: RenderInput) => Promise<string>) {
	const errors: string[] = [];
	const docs = firstDocuments({
		distDir: dist,
		db: h.db,
		now: () => h.clock.now(),
		timeZone: 'Asia/Hong_Kong',
		render,
		logger: { info: () => {}, error: (msg) => void errors.push(msg) },
	});
	return { docs, errors };
}

test('the day is drawn once per version and language, and embedded as the API sends it', async (ctx) => {
	const drawn: string[] = [];
	const { docs } = documents(ctx, async (input) => {
		drawn.push(`${input.screen} ${input.lang}`);
		return `<main>drawn ${input.lang}</main>`;
	});
	const [a, b] = await Promise.all([docs(), docs()]);
	const zh = await docs('lang=zh');
	const once = ['login en', 'home en', 'login zh', 'home zh'];
	assert.equal(drawn, once, 'one draw per screen and language, concurrent requests sharing it');
	assert.is(a, b);
	assert.is.not(a.etag, zh.etag);
	assert.match(
		a.html,
		'<div class="first-shell" data-shell="home" lang="en" inert data-ssr><main>drawn en</main></div>',
	);
	assert.match(zh.html, 'data-shell="home-zh" lang="zh-CN" inert data-ssr><main>drawn zh</main>');
	const embedded = JSON.parse(/id="first-day">(.*?)<\/script>/.exec(a.html)?.[1] ?? 'null');
	const api = await ctx.h.call('GET', embedded.url);
	assert.equal(embedded.reply, api.body, 'the reply the app would have fetched');
	assert.ok(api.body.data.list.length > 0, 'a day with meetings');
	assert.match(a.html, `<html lang="en" data-day="${embedded.day}">`);
});

test('a day that changes is drawn again, once', async (ctx) => {
	let draws = 0;
	const { docs } = documents(ctx, async (input) => `<main>${input.screen === 'home' ? ++draws : 'form'}</main>`);
	const before = await docs();
	await ctx.h.db.query(
		`UPDATE runners SET scratched = true WHERE (race_id, horse_id) = (SELECT h.race_id, h.horse_id FROM runners h
		 JOIN races r ON r.id = h.race_id JOIN meetings m ON m.id = r.meeting_id
		 WHERE m.day = '2025-09-13' AND m.event_type = 'Races' AND NOT h.scratched ORDER BY r.id, h.horse_id LIMIT 1)`,
	);
	const [after, again] = await Promise.all([docs(), docs()]);
	assert.is(draws, 2);
	assert.is.not(after.etag, before.etag);
	assert.is(after, again);
	assert.is(await docs(), after, 'and not again while it stays the same');
	assert.is(draws, 2);
});

test("the sign-in form is drawn in the same language, once, not inert; a failed one leaves the build's", async (ctx) => {
	const forms: string[] = [];
	const { docs, errors } = documents(ctx, async (input) => {
		if (input.screen === 'home') return '<main id="main">home</main>';
		forms.push(input.lang);
		if (input.lang === 'en') throw new Error('boom');
		return '<main id="main"><form class="auth"><input id="login-user"></form></main>';
	});
	const zh = await docs('lang=zh');
	// with the ids the home screen does not hold: one document names an element once
	assert.match(
		zh.html,
		'<div class="first-shell" data-shell="login-zh" lang="zh-CN"><main><form class="auth"><input id="login-user"></form></main></div>',
	);
	assert.match(zh.html, shell('login'), "the other language's shell as the build drew it");
	const en = await docs('lang=en');
	assert.match(en.html, shell('login'));
	assert.match(
		en.html,
		'data-shell="home" lang="en" inert data-ssr><main id="main">home</main>',
		'the home drawn still',
	);
	assert.equal(errors, ['sign-in screen render failed']);
	await docs('lang=zh');
	assert.equal(forms, ['zh', 'en']);
});

test('a failed draw serves the document without data, logged', async (ctx) => {
	const { docs, errors } = documents(ctx, () => Promise.reject(new Error('boom')));
	const doc = await docs();
	assert.is(doc.html, INDEX);
	assert.ok(errors.includes('first screen render failed'), errors.join(', '));
});

test('style attributes, which the CSP refuses in markup and attaching never sets, are dropped', async (ctx) => {
	const { docs } = documents(ctx, async () => '<div class="ptr-indicator" style="height:0px;">x</div>');
	const { html } = await docs();
	assert.match(html, '<div class="ptr-indicator">x</div>');
	assert.not.match(html, 'style=');
});

test("the language: the app's cookie, else the phone's first the app has, else English", () => {
	assert.is(documentLang('a=1; lang=zh', 'en'), 'zh');
	assert.is(documentLang(undefined, 'fr-FR, zh-TW;q=0.8, en;q=0.5'), 'zh');
	assert.is(documentLang('lang=xx', 'fr'), 'en');
});

test.run();
