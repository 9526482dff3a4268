// An error thrown in an event handler, and a promise rejected with no one waiting, reach the server's error
// endpoint from the built app: the route without its query, no token, and each only once.
import * as assert from 'uvu/assert';
import { apiBrowserSuite, demoContext, open } from './support/suite.ts';

const errors = apiBrowserSuite('errors outside a render reach the server');

errors.it(
	'a tap whose handler throws, and a forgotten promise, are reported once each',
	async ({ browser, server }) => {
		const { context, page } = await demoContext(browser, server.appUrl);
		const reports: { body: Record<string, string>; status: number }[] = [];
		const waiting: (() => void)[] = [];
		page.on('response', (r) => {
			if (new URL(r.url()).pathname !== '/api/client-errors') return;
			reports.push({ body: JSON.parse(r.request().postData() ?? '{}'), status: r.status() });
			for (const wake of waiting.splice(0)) wake();
		});
		const arrived = (text: string) => reports.find((r) => r.body.message?.includes(text));
		const until = async (text: string) => {
			const limit = Date.now() + 15_000;
			while (!arrived(text) && Date.now() < limit)
				await new Promise<void>((wake) => {
					waiting.push(wake);
					setTimeout(wake, 1000);
				});
		};
		const token = await page.evaluate(() => Object.entries(localStorage).find(([k]) => /token/i.test(k))?.[1] ?? '');
		await open(page, server.appUrl, '/pages/order/list?tab=1');
		await page.waitForSelector('main');
		// a button whose handler throws, tapped twice, and a promise nobody waits for:
		await page.evaluate(() => {
			const b = document.createElement('button');
			b.id = 'broken';
			b.textContent = 'broken';
			b.addEventListener('click', () => {
				throw new TypeError('handler broke on tap');
			});
			document.body.append(b);
			void Promise.reject(new RangeError('nobody waited'));
		});
		await page.click('#broken');
		await page.click('#broken');
		for (const text of ['handler: TypeError: handler broke on tap', 'promise: RangeError: nobody waited']) {
			await until(text);
			assert.ok(arrived(text), `${text}: never reached the server`);
			assert.is(arrived(text)?.status, 200, `${text}: the server did not take it`);
		}
		assert.is(reports.filter((r) => r.body.message?.includes('handler broke')).length, 1, 'one error reported twice');
		assert.is(reports[0]?.body.route, '/pages/order/list', 'the route went with its query');
		if (token) assert.not.ok(JSON.stringify(reports).includes(token), 'the token left in a report');
		await context.close();
	},
);

errors.run();
