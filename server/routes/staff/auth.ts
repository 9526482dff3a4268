// /api/staff/session: sign in with name and password, then the authenticator's code (enrolling it the
// first time); the cookie is the session. Each step is rate-limited and written to the audit.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DomainError } from '../../domain/errors.ts';
import { hit } from '../../domain/rate-limit.ts';
import { staffView } from '../../domain/staff/accounts.ts';
import { recordAction } from '../../domain/staff/audit.ts';
import { endStaffSession, openStaffSession, startEnrolment, verifyStaffCode } from '../../domain/staff/sessions.ts';
import { staffPasswordStep } from '../../domain/staff/sign-in.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { ok } from '../../http/envelope.ts';
import { anyPassword } from '../../http/fields.ts';
import { mustBeText } from '../../http/rules.ts';
import { actorOf, clearStaffCookie, setStaffCookie, staffSession } from '../../http/staff-auth.ts';
import { body } from '../../http/validate.ts';

const SignIn = v.strictObject({ user_name: v.pipe(v.string(mustBeText), v.maxLength(64)), password: anyPassword });
const Code = v.strictObject({ code: v.pipe(v.string(mustBeText), v.maxLength(12)) });

export const staffAuthRoutes = new Hono<AppEnv>()
	.post('/signin', async (c) => {
		const deps = c.get('deps');
		// the same cross-site guard as every other change:
		if (c.req.header('x-office') !== '1') throw new DomainError('staff_forbidden');
		const input = await body(c, SignIn);
		const address = clientIp(c);
		// a refusal is written to the staff audit with the name tried, the address and why (sign-in-audit.ts):
		const staff = await staffPasswordStep(deps, input.user_name, input.password, address);
		setStaffCookie(c, await openStaffSession(deps, staff.id));
		return ok(c, { staff: staffView(staff), verified: false, next: staff.totp_secret ? 'code' : 'enrol' });
	})
	.get('/', staffSession, (c) => {
		const s = c.get('staff');
		return ok(c, {
			staff: staffView(s.staff),
			verified: s.verified,
			next: s.verified ? null : s.staff.totp_secret ? 'code' : 'enrol',
		});
	})
	.post('/enrol', staffSession, async (c) => {
		const deps = c.get('deps');
		const reply = await startEnrolment(deps, c.get('staff'));
		await recordAction(deps.db, actorOf(c), { action: 'staff.enrol', outcome: 'ok' }, deps.clock.now());
		return ok(c, reply);
	})
	.post('/code', staffSession, async (c) => {
		const deps = c.get('deps');
		const input = await body(c, Code);
		const s = c.get('staff');
		const { signin: limit, windowSeconds } = deps.config.rateLimits;
		await hit(deps.db, deps.clock, [`staff_code:${s.staff.id}`], limit, windowSeconds);
		try {
			await verifyStaffCode(deps, s, input.code);
		} catch (err) {
			await recordAction(
				deps.db,
				actorOf(c),
				{
					action: 'staff.sign_in',
					outcome: 'refused',
					target: clientIp(c),
					reason: err instanceof DomainError ? err.code : null,
				},
				deps.clock.now(),
			);
			throw err;
		}
		await recordAction(
			deps.db,
			actorOf(c),
			{ action: 'staff.sign_in', outcome: 'ok', target: clientIp(c) },
			deps.clock.now(),
		);
		return ok(c, {
			staff: staffView({ ...s.staff, totp_secret: s.staff.totp_secret ?? 'set' }),
			verified: true,
			next: null,
		});
	})
	.post('/signout', staffSession, async (c) => {
		const deps = c.get('deps');
		await endStaffSession(deps.db, c.get('staff').id, deps.clock.now());
		clearStaffCookie(c);
		return ok(c, null);
	});
