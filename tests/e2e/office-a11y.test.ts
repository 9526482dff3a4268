// Every office screen usable by everyone: axe-core finds no serious or critical problem and nothing lies past the
// screen's edge, at 360 and 1280 px, in English and Chinese; an open reason form and a race card are judged too.
import * as assert from 'uvu/assert';
import { seriousViolations } from './support/a11y.ts';
import { officeSignIn } from './support/office.ts';
import { pastTheEdge } from './support/overflow.ts';
import { apiBrowserSuite, newContext } from './support/suite.ts';

const SCREENS = ['topups', 'withdrawals', 'players', 'races', 'sports', 'audit', 'team'];
const test = apiBrowserSuite('accessibility of every office screen');

for (const lang of ['en', 'zh'] as const)
	for (const width of [360, 1280])
		test.it(
			`every office screen at ${width} px in ${lang}: no serious axe finding, nothing past the edge`,
			async ({ browser, server }) => {
				const context = await newContext(browser, { viewport: { width, height: 800 } });
				await context.addInitScript((l) => localStorage.setItem('office-lang', l), lang);
				const page = await context.newPage();
				const failures: string[] = [];
				const judge = async (label: string) => {
					for (const v of await seriousViolations(page))
						failures.push(`${label}: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.slice(0, 3).join(', ')}`);
					for (const edge of await pastTheEdge(page, 'body')) failures.push(`${label}: past the edge ${edge}`);
				};
				await page.goto(`${server.origin}/office/`);
				await page.getByLabel(/User name|用户名/).waitFor();
				await judge(`sign-in @${width} ${lang}`);
				await officeSignIn(page, server, `a11y_${lang}_${width}`, 'cashier,trader,support,admin');
				for (const id of SCREENS) {
					const label = `${id} @${width} ${lang}`;
					await page.evaluate((h) => {
						location.hash = h;
					}, id);
					await page.locator(`nav a[href="#${id}"][aria-current=page]`).waitFor();
					await page.waitForLoadState('networkidle');
					await judge(label);
					// the first decision's reason form, open:
					const decision = page.locator('main tbody button, main ul.cards button').first();
					if (id !== 'races' && (await decision.count())) {
						await decision.click();
						await page.locator('form.reason input').first().waitFor();
						await judge(`${label}, a reason form open`);
						await page.keyboard.press('Escape');
					}
					const card = page.locator('main tbody button').first();
					if (id === 'races' && (await card.count())) {
						await card.click();
						await page.locator('#race-card-title').waitFor();
						await judge(`${label}, a race card open`);
					}
				}
				await context.close();
				assert.equal(failures, [], `${failures.length} accessibility failures:\n${failures.join('\n')}`);
			},
		);

test.run();
