// /api/user: verification codes, registration, sign-in, tokens, sessions, password.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DomainError } from '../domain/errors.ts';
import { giveBack, hit } from '../domain/rate-limit.ts';
import { withExclusion } from '../domain/safer/guards.ts';
import { markSeen, revokeSession, rotate, sessionOfRefresh } from '../domain/sessions.ts';
import { signIn } from '../domain/sign-in.ts';
import { sendSignInCode } from '../domain/sign-in-code.ts';
import { changePassword, register } from '../domain/users.ts';
import { CodeNotSent, sendCode } from '../domain/verification.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requireAuth } from '../http/auth.ts';
import { clientIp } from '../http/client-ip.ts';
import { ok } from '../http/envelope.ts';
import { anyPassword, deviceId, password, phone, userName } from '../http/fields.ts';
import { maxChars, mustBeNumber, mustBeText, required, rule, wholeNumber } from '../http/rules.ts';
import { body } from '../http/validate.ts';
import { pickLanguage } from '../i18n/language.ts';

const refreshToken = v.pipe(v.string(mustBeText), v.minLength(1, required), maxChars(200));

const verificationId = v.pipe(v.string(mustBeText), v.uuid(rule('field_invalid')));
const timestamp = v.pipe(v.number(mustBeNumber), v.integer(wholeNumber));
const code = v.pipe(v.string(mustBeText), v.regex(/^\d{6}$/, rule('field_digits', { count: 6 })));

const SendCode = v.strictObject({ phone });
const Register = v.strictObject({
	user_name: userName,
	password,
	verification_id: verificationId,
	timestamp,
	phone,
	code,
	invite_code: v.optional(
		v.union([v.literal(''), v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,16}$/))], rule('field_invite_code')),
	),
	device_id: deviceId,
});
const signInName = v.pipe(v.string(mustBeText), maxChars(64));
const SignIn = v.strictObject({
	user_name: signInName,
	password: anyPassword,
	device_id: deviceId,
	// a code from /signin_code, when a stranger's guessing slows the name down:
	verification_id: v.optional(verificationId),
	timestamp: v.optional(timestamp),
	code: v.optional(code),
});
const SignInCode = v.strictObject({ user_name: signInName });
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
		return ok(c, await register(deps, { ...input, userAgent: c.req.header('user-agent') }));
	})
	.post('/signin', async (c) => {
		const deps = c.get('deps');
		const input = await body(c, SignIn);
		return ok(
			c,
			await withExclusion(
				deps,
				await signIn(deps, { ...input, address: clientIp(c), userAgent: c.req.header('user-agent') }),
			),
		);
	})
	.post('/signin_code', async (c) => {
		const deps = c.get('deps');
		const input = await body(c, SignInCode);
		const lang = pickLanguage(c.req.header('accept-language'));
		return ok(c, await sendSignInCode(deps, input.user_name, clientIp(c), lang));
	})
	.post('/refresh_token', async (c) => {
		const input = await body(c, Refresh);
		const tokens = await rotate(c.get('deps'), input.refresh_token);
		if (!tokens) throw new DomainError('session_expired');
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
		await markSeen(db, c.get('sessionId'), clock.now());
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
