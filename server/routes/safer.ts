// /api/safer: the player's own limits, self-exclusion, reality check, activity and devices.
import { Hono } from 'hono';
import * as v from 'valibot';
import { activity, sessionSummary } from '../domain/safer/activity.ts';
import { devices, revokeDevice } from '../domain/safer/devices.ts';
import { EXCLUSION_PERIODS, selfExclude } from '../domain/safer/exclusion.ts';
import { failedSignIns } from '../domain/safer/failed-sign-ins.ts';
import { setLimit } from '../domain/safer/limits.ts';
import { REALITY_MINUTES, setRealityCheck, settings } from '../domain/safer/settings.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { money } from '../http/money.ts';
import { paging } from '../http/paging.ts';
import { mustBeText, oneOf, rule } from '../http/rules.ts';
import { body, query } from '../http/validate.ts';

const Limit = v.strictObject({
	kind: oneOf(['deposit', 'bet']),
	period: oneOf(['day', 'week', 'month', 'per_bet']),
	amount: v.nullable(money),
});
const Exclude = v.strictObject({
	period: oneOf(EXCLUSION_PERIODS),
	confirm: v.string(mustBeText),
});
const Reality = v.strictObject({
	minutes: oneOf(REALITY_MINUTES),
});
const Months = v.strictObject({
	months: v.optional(
		v.pipe(
			v.string(),
			v.regex(/^([1-9]|1\d|2[0-4])$/, rule('field_whole_range', { min: 1, max: 24 })),
			v.transform(Number),
		),
		'6',
	),
});
const Paged = v.strictObject(paging);
const Revoke = v.strictObject({ session_id: v.pipe(v.string(mustBeText), v.uuid(rule('field_invalid'))) });

export const saferRoutes = new Hono<AppEnv>()
	.use(requireAuth)
	.get('/settings', async (c) => ok(c, await settings(c.get('deps').db, c.get('userId'), c.get('deps').clock.now())))
	.post('/limits', async (c) => {
		const { db, clock } = c.get('deps');
		const input = await body(c, Limit);
		const now = clock.now();
		await db.tx((tx) => setLimit(tx, c.get('userId'), input.kind, input.period, input.amount, now));
		return ok(c, await settings(db, c.get('userId'), now));
	})
	.post('/exclude', async (c) => {
		const { db, clock } = c.get('deps');
		const input = await body(c, Exclude);
		await selfExclude(db, c.get('userId'), input.period, input.confirm, clock.now());
		return ok(c, await settings(db, c.get('userId'), clock.now()));
	})
	.post('/reality-check', async (c) => {
		const { db, clock } = c.get('deps');
		const input = await body(c, Reality);
		await setRealityCheck(db, c.get('userId'), input.minutes, clock.now());
		return ok(c, await settings(db, c.get('userId'), clock.now()));
	})
	.get('/session-summary', async (c) => {
		const { db, clock } = c.get('deps');
		return ok(c, await sessionSummary(db, c.get('userId'), c.get('sessionId'), clock.now()));
	})
	.get('/activity', async (c) => {
		const { db, clock, config } = c.get('deps');
		const { months } = query(c, Months);
		return ok(c, await activity(db, c.get('userId'), months, config.timeZone, clock.now()));
	})
	.get('/devices', async (c) => {
		const page = query(c, Paged);
		return ok(c, await devices(c.get('deps'), c.get('userId'), c.get('sessionId'), page));
	})
	.get('/failed-sign-ins', async (c) => {
		const { db, clock } = c.get('deps');
		return ok(c, await failedSignIns(db, c.get('userId'), clock.now()));
	})
	.post('/devices/revoke', async (c) => {
		const input = await body(c, Revoke);
		return ok(c, await revokeDevice(c.get('deps'), c.get('userId'), input.session_id, c.get('sessionId')));
	});
