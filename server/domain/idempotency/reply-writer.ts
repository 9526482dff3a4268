// How a reply stored under a key is written: the HTTP layer hands in its envelope, so the domain stores replies
// in its own transaction without building one.
import type { Lang } from '../../i18n/language.ts';
import type { KeyRequest, Reply } from './key-store.ts';

export interface ReplyWriter {
	/** the reply to a request that was done, carrying `data` */
	done(data: unknown): Reply;
	/** the reply to a refusal, worded in `lang`, with its code; null for a fault of ours */
	refused(err: unknown, lang: Lang): (Reply & { code: string }) | null;
}

/** A key claimed by a request, with how its reply is written. */
export interface KeyClaim extends KeyRequest {
	writer: ReplyWriter;
}
