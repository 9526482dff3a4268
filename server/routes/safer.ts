// /api/safer: the player's own limits, self-exclusion, reality check, activity and devices.
import { Hono } from 'hono';
import * as v from 'valibot';
import { activity, sessionSummary } from '../domain/safer/activity.ts';
import { devices, revokeDevice } from '../domain/safer/devices.ts';
import { EXCLUSION_PERIODS, selfExclude } from '../domain/safer/exclusion.ts';
import { setLimit } from '../domain/safer/limits.ts';
import { REALITY_MINUTES, setRealityCheck, settings } from '../domain/safer/settings.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { money } from '../http/money.ts';
import { body, query } from '../http/validate.ts';

const Limit = v.strictObject({
	kind: v.picklist(['deposit', 'bet'], 'must be deposit or bet'),
	period: v.picklist(['day', 'week', 'month', 'per_bet'], 'must be one of day, week, month, per_bet'),
	amount: v.nullable(money),
});
const Exclude = v.strictObject({
	period: v.picklist(EXCLUSION_PERIODS, `must be one of ${EXCLUSION_PERIODS.join(', ')}`),
	confirm: v.string('must be text'),
});
const Reality = v.strictObject({
	minutes: v.picklist(REALITY_MINUTES, `must be one of ${REALITY_MINUTES.join(', ')}`),
});
const Months = v.strictObject({
	months: v.optional(
		v.pipe(v.string(), v.regex(/^([1-9]|1\d|2[0-4])$/, 'must be a whole number from 1 to 24'), v.transform(Number)),
		'6',
	),
});
const Revoke = v.strictObject({ session_id: v.pipe(v.string('must be text'), v.uuid('is not a session id')) });

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
	.get('/devices', async (c) => ok(c, await devices(c.get('deps'), c.get('userId'), c.get('sessionId'))))
	.post('/devices/revoke', async (c) => {
		const input = await body(c, Revoke);
		return ok(c, await revokeDevice(c.get('deps'), c.get('userId'), input.session_id, c.get('sessionId')));
	});
