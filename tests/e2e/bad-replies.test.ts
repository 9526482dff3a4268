// Every call the app reads, answered badly one way at a time (a proxy's HTML 500, JSON cut short, data null or
// missing, a field missing or of the wrong type, an empty list, a hang past the deadline): no page error, a message
// in the player's words, and a Retry that works once the server answers well again. One browser, a fresh context a
// case (signed in from one stored state), a short request deadline set before the app starts.
import * as assert from 'uvu/assert';
import { type Call, caseContext, eachBadReply, signedIn } from './support/bad-read-matrix.ts';
import { answerBadly, BADS } from './support/bad-reply.ts';
import { withoutDrawnDay } from './support/static-document.ts';
import { apiBrowserSuite } from './support/suite.ts';

const CALLS: Call[] = [
	{
		...{ name: 'home: the day table', api: '/api/events/day_table', page: '/', list: true, staticDocument: true },
		...{ field: 'list', alert: '.race-error[role=alert]', ok: '.race-row' },
	},
	{
		...{ name: 'race card', api: '/api/events/race', page: '/pages/detail/detail?race_id=RACE', list: false },
		...{ field: 'runners', alert: '.race-error[role=alert]', ok: '.race-head' },
	},
	{
		...{ name: 'race card, its status', api: '/api/events/race', page: '/pages/detail/detail?race_id=RACE' },
		...{ list: false, field: 'status', alert: '.race-error[role=alert]', ok: '.race-head' },
	},
	{
		...{ name: 'order list', api: '/api/order/list', page: '/pages/order/list', list: true },
		...{ field: 'list', alert: '.list-error[role=alert]', ok: '.order-list, main .empty' },
	},
	{
		...{ name: 'statement', api: '/api/wallet/statement', page: '/pages/statement/statement', list: true },
		...{ field: 'list', alert: '.list-error[role=alert]', ok: '.w-row, main .empty' },
	},
	{
		...{ name: 'withdrawals', api: '/api/wallet/withdrawals', page: '/pages/withdraw/record', list: true },
		...{ field: 'list', alert: '.list-error[role=alert]', ok: '.w-row, main .empty' },
	},
	{
		...{ name: 'safer: devices', api: '/api/safer/devices', page: '/pages/safer/safer', list: true },
		...{ field: 'list', alert: 'section:has(.sf-devices, #sf-devices) [role=alert]', ok: '.sf-device' },
	},
	{
		...{ name: 'account: balance', api: '/api/user/balance', page: '/pages/account/account', list: false },
		...{ field: '', alert: '.account-name ~ [role=alert]', retry: 'button.w-balance', ok: '.account-balance' },
	},
];

const reads = apiBrowserSuite('bad replies: every read answered badly');
for (const call of CALLS) {
	reads.it(`${call.name}: each bad reply is said, with a working Retry`, (ctx) => eachBadReply(ctx, call));
}

reads.it('home: a calendar that cannot be read keeps the assumed day, never asks for day=undefined', async (ctx) => {
	const { state } = await signedIn(ctx);
	for (const bad of BADS.filter((b) => b !== 'empty-list')) {
		const { context, page, errors } = await caseContext(ctx.browser, state);
		const days: string[] = [];
		page.on('request', (r) => {
			const url = new URL(r.url());
			if (url.pathname === '/api/events/day_table') days.push(url.searchParams.get('day') ?? 'none');
		});
		await page.route(
			(url) => url.pathname === '/api/events/calendar',
			(route) => answerBadly(route, bad, 'today'),
		);
		await withoutDrawnDay(page);
		await page.goto(ctx.server.appUrl);
		await page.waitForSelector('.race-row', { timeout: 15_000 });
		assert.ok(days.length > 0, `calendar ${bad}: no meetings asked for`);
		for (const d of days) assert.match(d, /^\d{4}-\d{2}-\d{2}$/, `calendar ${bad}: day_table asked for day=${d}`);
		assert.equal(errors, [], `calendar ${bad}: page errors`);
		await context.close();
	}
});

reads.run();
