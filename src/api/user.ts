// The account endpoints; sign-in, registration and logout never trigger a token refresh.
import type { Http } from './http.ts';
import { authShape, balanceShape, bankCardShape, uidShape } from './shapes/user.ts';

export interface AuthData {
	access_token: string;
	refresh_token: string;
	user_name: string;
	user_id: string | number;
}

export interface Credentials {
	user_name: string;
	password: string;
	device_id: string;
}

export interface Registration extends Credentials {
	verification_id: string;
	timestamp: number | string;
	phone: string;
	code: string;
	invite_code: string;
}

export interface CodeTicket {
	verification_id: string;
	timestamp: number | string;
}

/** A code from the phone, for a sign-in while someone else's guessing slows the name down. */
export type PhoneCode = CodeTicket & { code: string };

export type BankCard = Record<string, unknown>;

export type UserApi = ReturnType<typeof createUserApi>;

export function createUserApi(http: Http) {
	const data = <T>(reply: Promise<{ data: T }>) => reply.then((r) => r.data);
	return {
		sendCode: (phone: string) => data(http.post<CodeTicket>('/user/send_code', { phone }, { refresh: false })),
		signIn: (body: Credentials & Partial<PhoneCode>) =>
			data(http.post<AuthData>('/user/signin', body, { refresh: false, schema: authShape })),
		signInCode: (user_name: string) =>
			data(http.post<CodeTicket>('/user/signin_code', { user_name }, { refresh: false })),
		register: (body: Registration) =>
			data(http.post<AuthData>('/user/register', body, { refresh: false, schema: authShape })),
		logout: (refresh_token: string | null) => http.post('/user/logout', { refresh_token }, { refresh: false }),
		heartbeat: () => http.post('/user/heartbeat'),
		uid: () => data(http.get<string | number>('/user/uid', { schema: uidShape })),
		balance: () => data(http.get<number | string>('/user/balance', { schema: balanceShape })),
		bankCard: () => data(http.get<BankCard | null>('/user/bank_card', { schema: bankCardShape })),
		saveBankCard: (card: BankCard) =>
			data(http.post<BankCard | null>('/user/bank_card', card, { schema: bankCardShape })),
	};
}
