// The bet slip shows folded to one line: the tests that work inside it open it first, as a player does.
import type { Page } from 'playwright-core';

/** Opens the slip (once it shows) and waits for its picks and stake to be on screen. */
export async function openSlip(page: Page) {
	const toggle = page.locator('section.slip .slip-toggle');
	if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
	await page.waitForSelector('section.slip .slip-body:not([hidden]) .slip-pick');
}
