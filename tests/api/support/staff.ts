// Staff accounts for tests: created as the CLI would, signed in through the API with a real TOTP code.
import { createStaff } from '../../../server/domain/staff/accounts.ts';
import type { Role } from '../../../server/domain/staff/roles.ts';
import { timeStep, totpAt } from '../../../server/domain/staff/totp.ts';
import type { Harness, Reply } from './harness.ts';

export interface StaffClient {
	name: string;
	cookie: string;
	secret: string;
	call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply>;
}

let seq = 0;

/** The cookie a reply sets, as the browser would send it back. */
export const cookieOf = (reply: Reply) => (reply.headers.get('set-cookie') ?? '').split(';')[0]!;

export async function staffClient(h: Harness, roles: Role[]): Promise<StaffClient> {
	const name = `${roles.join('_')}_${++seq}`.slice(0, 20);
	const password = 'staff pass 123';
	await createStaff(h.deps, name, password, roles);
	const signin = await h.call('POST', '/api/staff/session/signin', {
		body: { user_name: name, password },
		headers: { 'x-office': '1' },
	});
	if (signin.status !== 200) throw new Error(`staff sign-in failed: ${signin.body.message}`);
	const cookie = cookieOf(signin);
	const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
		h.call(method, path, { body, headers: { cookie, 'x-office': '1', ...headers } });
	const enrol = await call('POST', '/api/staff/session/enrol');
	const secret = enrol.body.data.secret as string;
	const code = await call('POST', '/api/staff/session/code', { code: totpAt(secret, timeStep(h.clock.now())) });
	if (code.status !== 200) throw new Error(`staff code refused: ${code.body.message}`);
	return { name, cookie, secret, call };
}
