// The read matrix (support/bad-read-matrix.ts) over the screens beyond racing and the wallet: the sports board and an
// event, the shop and its purchases, the invitation, the top-up options and record and the live video. Each bad reply
// is said in the player's words, no page error, and a Retry that brings the data once the server answers well again.
import * as assert from 'uvu/assert';
import { type Call, caseContext, eachBadReply, RAW, signedIn, visibleText } from './support/bad-read-matrix.ts';
import { answerBadly, BADS } from './support/bad-reply.ts';
import { apiBrowserSuite } from './support/suite.ts';

const LOAD_ERROR = 'button.load-error';
// the failure is announced, as every page's load error is:
const ANNOUNCED = `[role=alert] ${LOAD_ERROR}`;

const CALLS: Call[] = [
	{
		...{ name: 'sports board', api: '/api/sports/list', page: '/pages/sport/sport', list: true },
		...{ field: 'list', alert: ANNOUNCED, retry: LOAD_ERROR, ok: 'a.club-open' },
	},
	{
		...{ name: 'sport event', api: '/api/sports/detail', page: '/pages/sport/detail?id=EVENT', list: false },
		...{ field: 'home', alert: ANNOUNCED, retry: LOAD_ERROR, ok: '.club-event' },
	},
	{
		...{ name: 'shop: items', api: '/api/shop/items', page: '/pages/shop/shop', list: true },
		...{ field: 'list', alert: ANNOUNCED, retry: LOAD_ERROR, ok: 'section.club-card' },
	},
	{
		...{ name: 'shop: purchases', api: '/api/shop/purchases', page: '/pages/shop/shop', list: true },
		...{ field: 'list', alert: ANNOUNCED, retry: LOAD_ERROR, ok: '.club-history, main .empty' },
	},
	{
		...{ name: 'invitation', api: '/api/invite', page: '/pages/invitation/index', list: false },
		...{ field: 'invite_code', alert: ANNOUNCED, retry: LOAD_ERROR, ok: '[data-testid=invite-code]' },
	},
	{
		...{ name: 'top-up record', api: '/api/wallet/topups', page: '/pages/recharge/record', list: true },
		...{ field: 'list', alert: '.list-error[role=alert]', ok: '.w-row, main .empty' },
	},
	{
		...{ name: 'top-up options', api: '/api/wallet/topup_options', page: '/pages/recharge/recharge', list: false },
		...{ field: 'methods', alert: ANNOUNCED, retry: LOAD_ERROR, ok: '#topup-amount' },
	},
	{
		...{ name: 'live video', api: '/api/live/stream', page: '/', list: false, open: '.live-toggle' },
		...{ field: 'video_url', alert: '.live-message[role=alert]', ok: '.live-video' },
	},
];

const club = apiBrowserSuite('bad replies: sports, shop, invitation, records and live');

for (const call of CALLS) {
	club.it(`${call.name}: each bad reply is said, with a working Retry`, (ctx) => eachBadReply(ctx, call));
}

// comments that cannot be read, on the event stream a proxy or an older server spoiled:
const BAD_EVENTS = ['{"id": 90001, "text": "cut sh', 'null', '{"id": "x", "text": 5}', '<html><body>502</body></html>']
	.map((data) => `event: danmu\ndata: ${data}\n\n`)
	.join('');

club.it(
	'live comments: a spoiled recent list or event stream leaves the video on, and new comments come',
	async (ctx) => {
		const { state } = await signedIn(ctx);
		for (const bad of BADS) {
			const { context, page, errors } = await caseContext(ctx.browser, state);
			const streams: string[] = [];
			await page.route(
				(url) => url.pathname === '/api/live/danmu',
				(route) =>
					(route.request().method() === 'GET' ? answerBadly(route, bad, 'list.0.text') : route.continue()).catch(
						() => {},
					),
			);
			// the first event stream is a spoiled one that ends; the feed's reconnect reaches the real one:
			await page.route(
				(url) => url.pathname === '/api/live/events',
				(route) => {
					streams.push(new URL(route.request().url()).searchParams.get('stream_id') ?? '');
					const body = `event: ready\ndata: {}\n\n${BAD_EVENTS}`;
					const spoilt = streams.length === 1;
					return (spoilt ? route.fulfill({ contentType: 'text/event-stream', body }) : route.continue()).catch(
						() => {},
					);
				},
			);
			const where = `live comments, ${bad}`;
			await page.goto(ctx.server.appUrl);
			await page.click('.live-toggle', { timeout: 15_000 });
			await page.waitForSelector('.live-video', { timeout: 15_000 }).catch(() => {
				throw new Error(`${where}: the video did not show`);
			});
			await page
				.waitForRequest((r) => new URL(r.url()).pathname === '/api/live/events', { timeout: 15_000 })
				.catch(() => {});
			const token = await page.evaluate(() => localStorage.getItem('token'));
			const text = `hello ${bad}`;
			// a comment posted by someone else, until the reconnected stream brings one (it may connect after a post):
			const until = Date.now() + 20_000;
			let shown = false;
			while (!shown && Date.now() < until) {
				await page.context().request.post(`${ctx.server.origin}/api/live/danmu`, {
					headers: { Authorization: `Bearer ${token}` },
					data: { stream_id: streams[0], text, color: '#FFFFFF' },
				});
				shown = await page.waitForSelector(`.danmu:has-text("${text}")`, { timeout: 3000 }).then(
					() => true,
					() => false,
				);
			}
			assert.ok(streams.length > 1, `${where}: the feed never listened again after the spoiled stream ended`);
			assert.ok(shown, `${where}: a new comment never came once the stream was good again`);
			assert.not.match(await visibleText(page), RAW, `${where}: a raw text reached the player`);
			assert.equal(errors, [], `${where}: page errors`);
			await context.close();
		}
	},
);

club.run();
