// Layout at phone and desktop widths, on pages showing the demo player's real data (an error view would say
// nothing about how a page lays out).
import * as assert from 'uvu/assert';
import { apiBrowserSuite, demoContext, newContext, open } from './support/suite.ts';

const test = apiBrowserSuite('layout in the browser');

const PAGES = ['/', '/pages/order/list', '/pages/bankCard/bankCard', '/pages/account/account'];

test.it(
	"no horizontal scroll at 320, 375, 500 and 1280 px; rem is the browser's text size at every width",
	async ({ browser, server }) => {
		// signed in once through the form; every width starts from that session (sign-in is rate limited)
		const signedIn = await demoContext(browser, server.appUrl);
		const storageState = await signedIn.context.storageState();
		await signedIn.context.close();
		for (const width of [320, 375, 500, 1280]) {
			const context = await newContext(browser, { viewport: { width, height: 740 }, storageState });
			const page = await context.newPage();
			for (const path of PAGES) {
				await open(page, server.appUrl, path);
				const { scroll, client } = await page.evaluate(() => ({
					scroll: document.documentElement.scrollWidth,
					client: document.documentElement.clientWidth,
				}));
				assert.ok(scroll <= client, `${path} overflows at ${width}px: ${scroll} > ${client}`);
			}
			const font = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
			assert.is(font, 16, `root font is the browser's default 16 px at ${width} px, not a share of the viewport`);
			const phone = await page.evaluate(() => document.documentElement.classList.contains('phone'));
			assert.is(phone, width <= 500, `phone layout class at ${width}px`);
			if (width === 1280) {
				const appWidth = await page.evaluate(() => document.getElementById('app')!.getBoundingClientRect().width);
				assert.ok(appWidth <= 960, 'wide screens centre the app at 960 px');
			}
			await context.close();
		}
	},
);

test.run();
