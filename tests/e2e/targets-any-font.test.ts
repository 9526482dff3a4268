// Touch targets hold at 44x44 px whatever font the phone has: every signed-in route and the open bet slip, in
// Chinese, in a browser that cannot see any CJK font (fontconfig told to reject them), as on a phone or machine
// without one. The a11y suite checks the same routes with the fonts this machine has.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/bench/chromium.ts';
import { smallTargets } from './support/a11y.ts';
import { todaysRaces } from './support/races.ts';
import { eachSignedInRoute } from './support/routes.ts';
import { openSlip } from './support/slip.ts';
import { apiBrowserSuite, newContext, open, signIn } from './support/suite.ts';

/** A fontconfig setup that keeps the system's fonts but rejects every CJK one (Noto CJK, WenQuanYi, AR PL, Droid). */
function fontsWithoutCjk(): string {
	const dir = mkdtempSync(join(tmpdir(), 'no-cjk-'));
	const file = join(dir, 'fonts.conf');
	writeFileSync(
		file,
		`<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
	<include ignore_missing="yes">/etc/fonts/fonts.conf</include>
	<cachedir>${dir}/cache</cachedir>
	<selectfont><rejectfont>
		<glob>*CJK*</glob><glob>*cjk*</glob><glob>*wqy*</glob><glob>*arphic*</glob><glob>*Droid*</glob><glob>*droid*</glob>
	</rejectfont></selectfont>
</fontconfig>
`,
	);
	return file;
}

/** The fonts fontconfig offers for Chinese under `config`, or null where `fc-list` is not installed. */
function chineseFonts(config: string): string[] | null {
	try {
		const out = execFileSync('fc-list', [':lang=zh', 'file'], { env: { ...process.env, FONTCONFIG_FILE: config } });
		return out.toString().split('\n').filter(Boolean);
	} catch {
		return null;
	}
}

async function launchWithout(config: string): Promise<Browser> {
	return chromium.launch({
		executablePath: CHROMIUM,
		args: CHROMIUM_FLAGS,
		env: { ...process.env, FONTCONFIG_FILE: config },
	});
}

async function slipOnCard(page: Page, origin: string, appUrl: string) {
	for (const race of await todaysRaces(page, origin)) {
		await open(page, appUrl, `/pages/detail/detail?race_id=${race.race_id}`);
		const price = page.locator('button.price-btn:not([disabled])').first();
		if (!(await price.count())) continue;
		await price.click();
		return openSlip(page);
	}
	throw new Error('no open race with a price to tap today');
}

const test = apiBrowserSuite('touch targets with any font');

test.it('without a CJK font, every control on every Chinese route and the slip is still 44x44', async ({ server }) => {
	const config = fontsWithoutCjk();
	const left = chineseFonts(config);
	if (left) assert.equal(left, [], 'the browser could still see a CJK font');
	const browser = await launchWithout(config);
	try {
		const context = await newContext(browser, { viewport: { width: 360, height: 800 } });
		await context.addInitScript(() => localStorage.setItem('lang', 'zh'));
		const page = await context.newPage();
		await signIn(page, server.appUrl);
		const failures: string[] = [];
		await eachSignedInRoute(page, server, async (path) => {
			for (const s of await smallTargets(page)) failures.push(`${path}: ${s}`);
		});
		await slipOnCard(page, server.origin, server.appUrl);
		const slip = await page.evaluate(() =>
			[...document.querySelectorAll<HTMLElement>('section.slip button')]
				.filter((b) => b.getClientRects().length > 0)
				.map((b) => ({ name: b.textContent?.trim() ?? '', ...b.getBoundingClientRect().toJSON() }))
				.filter((b) => Math.round(b.width) < 44 || Math.round(b.height) < 44)
				.map((b) => `slip "${b.name}" ${Math.round(b.width)}x${Math.round(b.height)}`),
		);
		failures.push(...slip);
		assert.equal(failures, [], `${failures.length} small targets without a CJK font:\n${failures.join('\n')}`);
	} finally {
		await browser.close();
	}
});

test.run();
