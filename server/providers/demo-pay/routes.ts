// /pay/demo/<session>: the demo provider's hosted checkout. The player pays or declines; the provider
// sends its signed event to the server and, once accepted, sends the player back to the app.
import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { webhookSecret } from '../../domain/payments/webhook-secret.ts';
import type { AppContext, AppEnv } from '../../http/app-env.ts';
import { pathParam } from '../../http/player-text.ts';
import { limitBody } from '../../http/security.ts';
import { pickLanguage } from '../../i18n/language.ts';
import { type Deliver, type DeliveryDeps, sendEvent } from './deliver.ts';
import { checkoutPage, endedPage, notFoundPage } from './page.ts';
import { PAGE_CSS } from './page-css.ts';
import { type DemoSession, decideSession, dueSessions, findSession, markDelivered } from './sessions.ts';

const html = (c: AppContext, page: string, status: 200 | 404 | 502 = 200) =>
	c.html(page, status, { 'Cache-Control': 'no-store' });

/** Sends a decided session's event; true once the server has accepted it, now or before. */
async function settleSession(deps: Deps, deliver: Deliver, s: DemoSession) {
	if (s.delivered_at) return true;
	const d: DeliveryDeps = { deliver, secret: () => webhookSecret(deps), clock: deps.clock, logger: deps.logger };
	if (!(await sendEvent(d, s))) return false;
	await markDelivered(deps.db, s.id, deps.clock.now());
	return true;
}

export function demoPayRoutes(deliver: Deliver) {
	return new Hono<AppEnv>()
		.use(limitBody(4096))
		.get('/page.css', (c) =>
			c.body(PAGE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
		)
		.get('/:id', async (c) => {
			const { db, clock } = c.get('deps');
			let s = await findSession(db, pathParam(c, 'id'));
			if (!s) return html(c, notFoundPage(pickLanguage(c.req.header('accept-language'))), 404);
			if (s.status === 'open' && s.expires_at > clock.now()) return html(c, checkoutPage(s));
			if (s.status === 'open') s = (await decideSession(db, s.id, 'expire', clock.now()))!;
			return html(c, endedPage(s, !(await settleSession(c.get('deps'), deliver, s))));
		})
		.post('/:id', async (c) => {
			const { db, clock } = c.get('deps');
			const form = await c.req.parseBody();
			const decision = form.decision === 'pay' || form.decision === 'decline' ? form.decision : null;
			const found = await findSession(db, pathParam(c, 'id'));
			if (!found) return html(c, notFoundPage(pickLanguage(c.req.header('accept-language'))), 404);
			// a retry or an unknown choice on a session still open just shows it again:
			if (found.status === 'open' && !decision) return c.redirect(c.req.path, 303);
			const s = found.status === 'open' ? (await decideSession(db, found.id, decision!, clock.now()))! : found;
			if (!(await settleSession(c.get('deps'), deliver, s))) return html(c, endedPage(s, true), 502);
			// an expiry is explained here; paid or declined, the app shows the outcome:
			return s.status === 'expired' ? html(c, endedPage(s, false)) : c.redirect(s.return_url, 303);
		});
}

/** Expires open sessions past their time and re-sends events the server has not accepted yet. */
export async function sweepDemoCheckouts(deps: Deps, deliver: Deliver) {
	for (const id of await dueSessions(deps.db, deps.clock.now())) {
		const s = await decideSession(deps.db, id, 'expire', deps.clock.now());
		if (s) await settleSession(deps, deliver, s);
	}
}
