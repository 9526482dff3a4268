// The app's document as a plain static host serves it: the server's drawn day taken out, so the app works the day
// out and asks for it itself (what a bad reply to that ask must then show).
import type { Page } from 'playwright-core';

const EMBEDDED_DAY = /<script type="application\/json" id="first-day">.*?<\/script>/s;

export function withoutDrawnDay(page: Page) {
	return page.route(
		(url) => url.pathname === '/app/',
		async (route) => {
			const drawn = await route.fetch();
			await route.fulfill({ response: drawn, body: (await drawn.text()).replace(EMBEDDED_DAY, '') });
		},
	);
}
