// The envelope a domain stores under an Idempotency-Key: {status, message, data}, refusals with their code and
// the message in the asker's language, exactly as the error handler would have answered.
import type { ReplyWriter } from '../domain/idempotency/reply-writer.ts';
import { refusalOf } from './errors.ts';

export function replyWriter(message: string): ReplyWriter {
	return {
		done: (data) => ({ status: 200, body: JSON.stringify({ status: 200, message, data }) }),
		refused(err, lang) {
			const refusal = refusalOf(err, lang);
			if (!refusal) return null;
			const { status, code } = refusal;
			return { status, code, body: JSON.stringify({ status, message: refusal.message, code, data: null }) };
		},
	};
}
