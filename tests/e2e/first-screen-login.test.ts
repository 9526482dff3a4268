// The sign-in form drawn by the server, in the visitor's language: a form as the app draws it (labels tied to their
// fields, autocomplete), which takes typing before the app's entry has run; the app's form keeps what was typed.
import * as assert from 'uvu/assert';
import { apiBrowserSuite } from './support/suite.ts';

const test = apiBrowserSuite('the server draws the sign-in form');

const TYPED = { user: 'early_bird', password: 'typed-before-the-app' };

for (const lang of ['en', 'zh'] as const) {
	test.it(
		`${lang}: text typed into the drawn form before the app runs is in the app's form`,
		async ({ browser, server }) => {
			const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
			await ctx.addInitScript((lang) => localStorage.setItem('lang', lang), lang);
			await ctx.addCookies([{ name: 'lang', value: lang, url: server.origin }]);
			const page = await ctx.newPage();
			// the entry waits until the visitor has typed:
			let release = () => {};
			const held = new Promise<void>((go) => (release = go));
			let asked = false;
			await page.route(/\/app\/assets\/index-[\w-]+\.js$/, async (route) => {
				asked = true;
				await held;
				await route.continue();
			});
			await page.goto(`${server.appUrl}#/pages/login/login`, { waitUntil: 'domcontentloaded' });
			const shown = lang === 'zh' ? 'login-zh' : 'login';
			assert.is(await page.evaluate(() => document.documentElement.dataset.first), shown);
			const form = page.locator(`[data-shell="${shown}"] form.auth`);
			// drawn by the server: the build's copy of the form has neither ids nor autocomplete
			assert.is(await form.locator('#login-user').getAttribute('autocomplete'), 'username');
			assert.match((await form.textContent()) ?? '', lang === 'zh' ? /用户名/ : /User name/);
			await form.getByLabel(lang === 'zh' ? '用户名' : 'User name').click();
			await page.keyboard.type(TYPED.user);
			await form.getByLabel(lang === 'zh' ? '密码' : 'Password').click();
			await page.keyboard.type(TYPED.password);
			assert.ok(asked, 'the entry was not on its way');
			assert.is(await page.locator('.first-shell').count(), 4, 'the app took over before the typing was done');
			release();
			await page.waitForFunction(
				() => !document.querySelector('.first-shell') && document.querySelector('#app form.auth'),
			);
			const app = await page.evaluate(() => ({
				user: (document.getElementById('login-user') as HTMLInputElement).value,
				password: (document.getElementById('login-password') as HTMLInputElement).value,
				focus: document.activeElement?.id,
			}));
			assert.equal(app, { user: TYPED.user, password: TYPED.password, focus: 'login-password' });
			await ctx.close();
		},
	);
}

test.run();
