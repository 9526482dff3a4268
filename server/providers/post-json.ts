// One JSON POST to an outside service, with a bearer key and a deadline; never throws.
export type FetchFn = typeof fetch;

export type PostOutcome =
	| { ok: true; status: number; body: unknown }
	| { ok: false; status: number | null; body: unknown; failure: 'http' | 'timeout' | 'network' };

export async function postJson(
	fetchFn: FetchFn,
	url: string,
	apiKey: string,
	payload: unknown,
	timeoutMs: number,
): Promise<PostOutcome> {
	try {
		const res = await fetchFn(url, {
			method: 'POST',
			headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${apiKey}` },
			body: JSON.stringify(payload),
			signal: AbortSignal.timeout(timeoutMs),
			redirect: 'error',
		});
		const text = await res.text();
		let body: unknown = null;
		try {
			body = text ? JSON.parse(text) : null;
		} catch {
			// a reply that is not JSON still has its status
		}
		return res.ok ? { ok: true, status: res.status, body } : { ok: false, status: res.status, body, failure: 'http' };
	} catch (err) {
		const timeout = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
		return { ok: false, status: null, body: null, failure: timeout ? 'timeout' : 'network' };
	}
}

/** Enough of a phone number to tell two apart in a log, not enough to text it. */
export const maskPhone = (phone: string) => `${phone.slice(0, 4)}****${phone.slice(-2)}`;
