// The player API as browser tests call it to set up their data: one JSON request that throws on a refusal, and sign-in.
export interface PlayerTokens {
	access_token: string;
	refresh_token: string;
	user_name: string;
	user_id: number;
}

export async function playerApi<T>(
	origin: string,
	path: string,
	init: { body?: unknown; token?: string; key?: string; lang?: string } = {},
) {
	const headers: Record<string, string> = { 'content-type': 'application/json' };
	if (init.token) headers.authorization = `Bearer ${init.token}`;
	if (init.key) headers['idempotency-key'] = init.key;
	if (init.lang) headers['accept-language'] = init.lang;
	const res = await fetch(origin + path, {
		method: init.body === undefined ? 'GET' : 'POST',
		headers,
		body: init.body === undefined ? undefined : JSON.stringify(init.body),
	});
	const json = (await res.json()) as { status: number; message: string; data: T };
	if (json.status !== 200) throw new Error(`${path}: ${json.message}`);
	return json.data;
}

/** Signs a player in through the API; each test names its own device so the server's device list stays readable. */
export const playerSignIn = (origin: string, user: string, password: string, device = `e2e-${user}`) =>
	playerApi<PlayerTokens>(origin, '/api/user/signin', { body: { user_name: user, password, device_id: device } });

/** The player's balance, in the API's decimal amount. */
export const balanceOf = (origin: string, token: string) => playerApi<number>(origin, '/api/user/balance', { token });
