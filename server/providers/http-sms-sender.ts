// The SMS gateway over HTTPS: POST {from, to, text} as JSON with a bearer key (contract in server/README.md).
import type { SmsConfig } from '../config-providers.ts';
import type { Logger } from '../deps.ts';
import { type FetchFn, maskPhone, postJson } from './post-json.ts';
import type { SmsFailure, SmsResult, SmsSender } from './sms-sender.ts';

function failureOf(status: number | null, body: unknown, timedOut: boolean): SmsFailure {
	if (timedOut) return 'timeout';
	if (status === null || status >= 500 || status === 429) return 'unavailable';
	const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
	return code === 'invalid_phone' ? 'invalid_phone' : 'rejected';
}

export function createHttpSmsSender(config: SmsConfig, logger: Logger, fetchFn: FetchFn = fetch): SmsSender {
	return {
		async send(phone, text): Promise<SmsResult> {
			const payload = { from: config.senderId, to: phone, text };
			const reply = await postJson(fetchFn, config.url, config.apiKey, payload, config.timeoutMs);
			// the text holds the code and the key is a secret: neither is ever logged
			const fields = { to: maskPhone(phone), status: reply.status };
			if (reply.ok) {
				const id = (reply.body as { id?: unknown } | null)?.id;
				logger.info('sms sent', fields);
				return { ok: true, messageId: typeof id === 'string' ? id : null };
			}
			const failure = failureOf(reply.status, reply.body, reply.failure === 'timeout');
			logger.error('sms not sent', { ...fields, failure });
			return { ok: false, failure, status: reply.status };
		},
	};
}
