// /api/user: verification codes, registration, sign-in, tokens, sessions, password.
import { Hono } from 'hono';
import * as v from 'valibot';
import { withExclusion } from '../domain/safer/guards.ts';
import { revokeSession, rotate, sessionOfRefresh } from '../domain/sessions.ts';
import { changePassword, register, signIn } from '../domain/users.ts';
import { sendCode } from '../domain/verification.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { clientIp } from '../http/client-ip.ts';
import { ok, unauthorized } from '../http/envelope.ts';
import { anyPassword, deviceId, password, phone, userName } from '../http/fields.ts';
import { hit } from '../http/rate-limit.ts';
import { body } from '../http/validate.ts';

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
		await hit(
			deps.db,
			deps.clock,
			[`send_code:phone:${input.phone}`, `send_code:ip:${clientIp(c)}`],
			limit,
			windowSeconds,
		);
		return ok(c, await sendCode(deps, input.phone));
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
		return ok(c, await withExclusion(deps, await signIn(deps, { ...input, address: clientIp(c) })));
	})
	.post('/refresh_token', async (c) => {
		const input = await body(c, Refresh);
		const tokens = await rotate(c.get('deps'), input.refresh_token);
		if (!tokens) throw unauthorized();
		return ok(c, tokens);
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
		const deps = c.get('deps');
		const input = await body(c, ChangePassword);
		const { changePassword: limit, windowSeconds } = deps.config.rateLimits;
		// every attempt costs two password hashes, right or wrong:
		await hit(deps.db, deps.clock, [`change_password:user:${c.get('userId')}`], limit, windowSeconds);
		await changePassword(deps, c.get('userId'), c.get('sessionId'), input.old_password, input.new_password);
		return ok(c, null);
	});
