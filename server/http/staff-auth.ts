// The back office's session: an HttpOnly, SameSite=Strict cookie scoped to /api/staff, separate from the
// players' bearer tokens. Every change also needs the X-Office header, which no cross-site form can send.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { DomainError } from '../domain/errors.ts';
import type { Actor } from '../domain/staff/audit.ts';
import type { Role } from '../domain/staff/roles.ts';
import { staffSessionOf } from '../domain/staff/sessions.ts';
import type { AppEnv } from './app-env.ts';

const COOKIE = 'hc_staff';
const PATH = '/api/staff';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const secure = (c: Context) =>
	new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

export function setStaffCookie(c: Context, token: string) {
	// the session's own limits end it sooner; the cookie dies with the browser either way
	setCookie(c, COOKIE, token, { path: PATH, httpOnly: true, sameSite: 'Strict', secure: secure(c) });
}

export const clearStaffCookie = (c: Context) => deleteCookie(c, COOKIE, { path: PATH, secure: secure(c) });

/** Any signed-in session, verified by its second factor or not yet (sign-in steps only). */
export const staffSession: MiddlewareHandler<AppEnv> = async (c, next) => {
	if (!SAFE.has(c.req.method) && c.req.header('x-office') !== '1') throw new DomainError('staff_forbidden');
	const session = await staffSessionOf(c.get('deps'), getCookie(c, COOKIE) ?? '');
	if (!session) throw new DomainError('staff_session_expired');
	c.set('staff', session);
	await next();
};

/** A verified session holding one of `roles`. */
export const staffRole =
	(...roles: Role[]): MiddlewareHandler<AppEnv> =>
	async (c, next) => {
		const s = c.get('staff');
		if (!s.verified) throw new DomainError('staff_second_factor_required');
		if (!s.staff.roles.some((r) => roles.includes(r))) throw new DomainError('staff_forbidden');
		await next();
	};

export const actorOf = (c: Context<AppEnv>): Actor => {
	const s = c.get('staff');
	return { staffId: s.staff.id, name: s.staff.user_name };
};
