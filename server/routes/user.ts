// /api/user: verification codes, registration, sign-in, tokens, sessions, password.
import { Hono } from 'hono';
import * as v from 'valibot';
import { withExclusion } from '../domain/safer/guards.ts';
import { revokeSession, rotate, sessionOfRefresh } from '../domain/sessions.ts';
import { changePassword, register, signIn } from '../domain/users.ts';
import { CodeNotSent, sendCode } from '../domain/verification.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { clientIp } from '../http/client-ip.ts';
import { ok, unauthorized } from '../http/envelope.ts';
import { anyPassword, deviceId, password, phone, userName } from '../http/fields.ts';
import { giveBack, hit } from '../http/rate-limit.ts';
import { body } from '../http/validate.ts';
import { pickLanguage } from '../providers/language.ts';

const refreshToken = v.pipe(v.string('must be text'), v.minLength(1, 'is required'), v.maxLength(200, 'is too long'));

const SendCode = v.strictObject({ phone });
const Register = v.strictObject({
	user_name: userName,
	password,
	verification_id: v.pipe(v.string('must be text'), v.uuid('is invalid')),
	timestamp: v.pipe(v.number('must be a number'), v.integer('must be a whole number')),
	phone,
	code: v.pipe(v.string('must be text'), v.regex(/^\d{6}$/, 'must be 6 digits')),
	invite_code: v.optional(
		v.union([v.literal(''), v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,16}$/))], 'is not a valid invitation code'),
	),
	device_id: deviceId,
});
const SignIn = v.strictObject({
	user_name: v.pipe(v.string('must be text'), v.maxLength(64, 'is too long')),
	password: anyPassword,
	device_id: deviceId,
});
const Refresh = v.strictObject({ refresh_token: refreshToken });
const ChangePassword = v.strictObject({ old_password: anyPassword, new_password: password });

export const userRoutes = new Hono<AppEnv>()
	.post('/send_code', async (c) => {
		const deps = c.get('deps');
		const input = await body(c, SendCode);
		const { sendCode: limit, windowSeconds } = deps.config.rateLimits;
		const buckets = [`send_code:phone:${input.phone}`, `send_code:ip:${clientIp(c)}`];
		const at = deps.clock.now();
		await hit(deps.db, { now: () => at }, buckets, limit, windowSeconds);
		try {
			return ok(c, await sendCode(deps, input.phone, pickLanguage(c.req.header('accept-language'))));
		} catch (err) {
			// a code that never left does not use up the player's tries:
			if (err instanceof CodeNotSent) await giveBack(deps.db, at, buckets, windowSeconds);
			throw err;
		}
	})
	.post('/register', async (c) => {
		const deps = c.get('deps');
		const input = await body(c, Register);
		const { register: limit, windowSeconds } = deps.config.rateLimits;
		await hit(deps.db, deps.clock, [`register:ip:${clientIp(c)}`], limit, windowSeconds);
		return ok(c, await register(deps, input));
	})
	.post('/signin', async (c) => {
		const deps = c.get('deps');
		const input = await body(c, SignIn);
		const { signin: limit, windowSeconds } = deps.config.rateLimits;
		const buckets = [`signin:user:${input.user_name.toLowerCase()}`, `signin:ip:${clientIp(c)}`];
		await hit(deps.db, deps.clock, buckets, limit, windowSeconds);
		return ok(c, await withExclusion(deps, await signIn(deps, input.user_name, input.password, input.device_id)));
	})
	.post('/refresh_token', async (c) => {
		const input = await body(c, Refresh);
		const result = await rotate(c.get('deps'), input.refresh_token);
		if (!result.ok) throw unauthorized();
		return ok(c, result.tokens);
	})
	.post('/logout', async (c) => {
		const deps = c.get('deps');
		const input = await body(c, Refresh);
		const session = await sessionOfRefresh(deps.db, input.refresh_token);
		if (session) await revokeSession(deps.db, deps, session.session_id, 'logout');
		return ok(c, null);
	})
	.post('/heartbeat', requireAuth, async (c) => {
		const { db, clock } = c.get('deps');
		await db.query('UPDATE sessions SET last_seen_at = $2 WHERE id = $1', [c.get('sessionId'), clock.now()]);
		return ok(c, null);
	})
	.get('/uid', requireAuth, (c) => ok(c, c.get('userId')))
	.post('/change_password', requireAuth, async (c) => {
		const input = await body(c, ChangePassword);
		await changePassword(c.get('deps'), c.get('userId'), c.get('sessionId'), input.old_password, input.new_password);
		return ok(c, null);
	});
