import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sweepDemoCheckouts } from '../../../server/providers/demo-pay/routes.ts';
import { signIn } from '../safer/support.ts';
import { type Harness, harness } from '../support/harness.ts';
import { type Player, registerPlayer } from '../support/players.ts';
import { balance, topup, topupNow } from './support.ts';

type Ctx = { h: Harness; ann: Player };
const page = suite<Ctx>('payments: the demo provider page', {} as Ctx);
page.before(async (ctx) => {
	ctx.h = await harness();
	ctx.ann = await registerPlayer(ctx.h);
});
page.after(async (ctx) => {
	const report = await ctx.h.audit();
	assert.ok(report.ok, report.problems.join('; '));
	await ctx.h.close();
});

const open = (h: Harness, url: string, lang = 'en') => h.app.request(url, { headers: { 'Accept-Language': lang } });
const choose = (h: Harness, url: string, decision: string) =>
	h.app.request(url, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ decision }).toString(),
	});
const returnTo = (id: number) => `/app/#/pages/recharge/recharge?topup=${id}`;
const eventsOf = async (h: Harness, id: number) =>
	(await h.db.query('SELECT 1 FROM payment_events WHERE topup_id = $1', [id])).rows.length;

page('the page speaks the player’s language, and needs no inline script or style', async ({ h, ann }) => {
	const zh = await topup(h, ann, 50, 'e_wallet', { 'Accept-Language': 'zh-CN,zh;q=0.9' });
	const res = await open(h, zh.body.data.checkout.url);
	assert.is(res.status, 200);
	assert.match(String(res.headers.get('content-type')), /text\/html/);
	const html = await res.text();
	assert.match(html, /<html lang="zh-CN">/);
	assert.match(html, /演示付款/);
	assert.match(html, /电子钱包/);
	assert.match(html, new RegExp(zh.body.data.reference));
	assert.match(html, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
	assert.not.match(html, /<script|<style|\sstyle=|\son[a-z]+=/i, 'nothing inline for the CSP to refuse');
	const csp = String(res.headers.get('content-security-policy'));
	assert.match(csp, /style-src 'self'/);
	assert.match(csp, /form-action 'self'/);
	assert.not.match(csp, /unsafe-inline/);
	const css = await h.app.request('/pay/demo/page.css');
	assert.equal([css.status, css.headers.get('content-type')], [200, 'text/css; charset=utf-8']);
	const en = await topup(h, ann, 12.34);
	const english = await (await open(h, en.body.data.checkout.url, 'zh')).text();
	assert.match(english, /<html lang="en">/, 'the language of the top-up request, not of this page load');
	assert.match(english, /Pay \$12\.34/);
	const missing = await open(h, '/pay/demo/cs_demo_nope', 'zh');
	assert.is(missing.status, 404);
	assert.match(await missing.text(), /此付款页面不存在/);
});

page('paying sends the signed event, credits once and returns the player to the app', async ({ h, ann }) => {
	const start = await balance(h, ann);
	const r = await topup(h, ann, 75);
	const paid = await choose(h, r.body.data.checkout.url, 'pay');
	assert.is(paid.status, 303);
	assert.is(paid.headers.get('location'), returnTo(r.body.data.id));
	assert.is(await balance(h, ann), start + 75);
	assert.is((await topupNow(h, ann, r.body.data.id)).status, 'approved');
	assert.is(await eventsOf(h, r.body.data.id), 1, 'the money came through the webhook');
	const twice = await choose(h, r.body.data.checkout.url, 'pay');
	assert.is(twice.status, 303, 'a second tap goes back to the app too');
	assert.is(await balance(h, ann), start + 75, 'and moves nothing');
	assert.match(await (await open(h, r.body.data.checkout.url)).text(), /This payment is complete\./);
	const statement = await h.call('GET', '/api/wallet/statement?type=topup&size=1', { token: ann.access_token });
	assert.equal(statement.body.data.list[0].ref, `topup:${r.body.data.id}`);
});

page('declining fails the top-up and moves nothing', async ({ h, ann }) => {
	const start = await balance(h, ann);
	const r = await topup(h, ann, 20);
	const declined = await choose(h, r.body.data.checkout.url, 'decline');
	assert.equal([declined.status, declined.headers.get('location')], [303, returnTo(r.body.data.id)]);
	const t = await topupNow(h, ann, r.body.data.id);
	assert.equal([t.status, t.reason_code], ['failed', 'declined']);
	await choose(h, r.body.data.checkout.url, 'pay');
	assert.is(await balance(h, ann), start, 'paying after declining does nothing');
});

page('a checkout past its time expires, on the page or by the provider’s sweep', async ({ h, ann }) => {
	const start = await balance(h, ann);
	const viewed = await topup(h, ann, 30);
	const paidLate = await topup(h, ann, 31);
	h.clock.advance(31 * 60_000);
	await signIn(h, ann);
	const res = await open(h, viewed.body.data.checkout.url);
	assert.match(await res.text(), /This checkout has expired\./);
	assert.equal((await topupNow(h, ann, viewed.body.data.id)).reason_code, 'expired');
	const late = await choose(h, paidLate.body.data.checkout.url, 'pay');
	assert.is(late.status, 200, 'paying too late shows the expiry');
	assert.equal((await topupNow(h, ann, paidLate.body.data.id)).reason_code, 'expired');
	const third = await topup(h, ann, 32);
	h.clock.advance(31 * 60_000);
	await signIn(h, ann);
	await sweepDemoCheckouts(h.deps, async (request) => h.app.fetch(request));
	assert.equal((await topupNow(h, ann, third.body.data.id)).reason_code, 'expired', 'expired with nobody looking');
	assert.is(await balance(h, ann), start);
});

page('when the server does not accept the event, the player can try again and is credited once', async ({ h, ann }) => {
	const start = await balance(h, ann);
	const r = await topup(h, ann, 45);
	const provider = h.deps.payments;
	h.deps.payments = undefined; // the webhook now answers 404
	let res: Response;
	try {
		res = await choose(h, r.body.data.checkout.url, 'pay');
	} finally {
		h.deps.payments = provider;
	}
	assert.is(res.status, 502);
	const html = await res.text();
	assert.match(html, /has not confirmed it yet/);
	assert.match(html, /name="decision" value="retry"/);
	assert.is(await balance(h, ann), start);
	const retried = await choose(h, r.body.data.checkout.url, 'retry');
	assert.equal([retried.status, retried.headers.get('location')], [303, returnTo(r.body.data.id)]);
	assert.is(await balance(h, ann), start + 45);
	await sweepDemoCheckouts(h.deps, async (request) => h.app.fetch(request));
	await choose(h, r.body.data.checkout.url, 'retry');
	assert.is(await balance(h, ann), start + 45, 'nothing is sent twice');
});

page.run();
