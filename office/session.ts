// Who is signed in to the office, and the sign-in steps: password, then the authenticator (enrolled the first time).
import { computed, signal } from '@preact/signals';
import type { Call } from './api.ts';

interface Staff {
	id: number;
	user_name: string;
	roles: string[];
}
interface SessionReply {
	staff: Staff;
	verified: boolean;
	next: 'code' | 'enrol' | null;
}

export function createSession(call: Call) {
	const state = signal<SessionReply | null>(null);
	const checked = signal(false);
	const enrolment = signal<{ secret: string; otpauth_uri: string } | null>(null);
	const take = (r: SessionReply | null) => {
		state.value = r;
		checked.value = true;
	};
	return {
		staff: computed(() => (state.value?.verified ? state.value.staff : null)),
		step: computed(() => (!checked.value ? 'checking' : !state.value ? 'password' : (state.value.next ?? 'done'))),
		enrolment,
		has: (role: string) => state.value?.staff.roles.includes(role) ?? false,
		async restore() {
			take(await call<SessionReply>('GET', '/session').catch(() => null));
		},
		async signIn(user_name: string, password: string) {
			const r = await call<SessionReply>('POST', '/session/signin', { user_name, password });
			if (r.next === 'enrol') enrolment.value = await call('POST', '/session/enrol');
			take(r);
		},
		async giveCode(code: string) {
			take(await call<SessionReply>('POST', '/session/code', { code }));
			enrolment.value = null;
		},
		async signOut() {
			await call('POST', '/session/signout').catch(() => {});
			take(null);
		},
		/** The server said the session ended (idle too long): back to the password. */
		ended: () => take(null),
	};
}
export type Session = ReturnType<typeof createSession>;
