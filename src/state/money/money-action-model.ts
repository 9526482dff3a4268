// Sending one money action (bet, sport slip, top-up, withdrawal, purchase): refused offline, its key written before
// the first send, one send at a time, and settled only on a final reply (money-rule.ts).
import { computed, signal } from '@preact/signals';
import { BAD_REPLY, isApiError } from '../../api/errors.ts';
import type { ReadBack } from '../../api/money-post.ts';
import { t } from '../../i18n/index.ts';
import { sendFailureText, Unconfirmed } from '../common/failure-text.ts';
import { hideToast, showToast } from '../shell/toast-model.ts';
import type { MoneyDraft } from './money-draft-model.ts';
import { failureSpendsKey } from './money-rule.ts';

/** Refused before sending: the device is offline, and nothing is queued to go later. */
export class OfflineError extends Error {
	constructor() {
		super('offline');
		this.name = 'OfflineError';
	}
}

export type Sent<R> =
	| { kind: 'done'; data: R }
	/** Nothing went out: offline, or this action's previous send is still on its way. */
	| { kind: 'offline' }
	| { kind: 'busy' }
	/** The server's final no: the key is spent, what was typed is kept. */
	| { kind: 'refused'; error: unknown }
	/** No final reply: the key and the form are kept, so a retry cannot act twice. */
	| { kind: 'failed'; error: unknown };

export type NotSent = Exclude<Sent<unknown>, { kind: 'done' }>;

export type Post<R> = ((payload: unknown, idempotencyKey: string) => Promise<{ data: R }>) & {
	/** What became of a key whose reply could not be read (api/money-post.ts); without it the key is only kept. */
	readBack?(idempotencyKey: string): Promise<ReadBack<R>>;
};

/** Says the send is being checked, until `done` (a loading toast: the form keeps its busy button meanwhile). */
export interface CheckNotice {
	start(): void;
	done(): void;
}

const toastNotice: CheckNotice = {
	start: () => void showToast(t('errors.unconfirmed'), { loading: true }),
	done: hideToast,
};

export function createMoneyAction<F>(draft: MoneyDraft<F>, online: () => boolean, notice: CheckNotice = toastNotice) {
	const sending = signal(false);

	/**
	 * A reply came but could not be read: the action may have gone through. The key is kept and the server asked
	 * what became of it, never sent the action; only its stored answer settles the key.
	 */
	async function check<R>(form: F, key: string, post: Post<R>, error: unknown): Promise<Sent<R>> {
		if (!post.readBack || !isApiError(error) || error.code !== BAD_REPLY) return { kind: 'failed', error };
		notice.start();
		try {
			const found = await post.readBack(key);
			if (found.state === 'done') {
				draft.settle();
				return { kind: 'done', data: found.data };
			}
			if (found.state === 'refused') {
				if (!failureSpendsKey(found.error)) return { kind: 'failed', error: found.error };
				draft.settle(form);
				return { kind: 'refused', error: found.error };
			}
			// nothing stored: it never went through (or was undone), so sending again, with the same key, is safe:
			const text = found.state === 'none' ? 'errors.notReceived' : 'errors.stillUnknown';
			return { kind: 'failed', error: new Unconfirmed(t(text)) };
		} catch {
			return { kind: 'failed', error: new Unconfirmed(t('errors.stillUnknown')) };
		} finally {
			notice.done();
		}
	}

	async function send<R>(form: F, payload: unknown, post: Post<R>): Promise<Sent<R>> {
		if (sending.peek()) return { kind: 'busy' };
		if (!online()) {
			draft.save(form);
			return { kind: 'offline' };
		}
		// written before the first send, so a reload mid-flight retries under the same key:
		const key = draft.keyFor(form, payload);
		sending.value = true;
		try {
			const { data } = await post(payload, key);
			draft.settle();
			return { kind: 'done', data };
		} catch (error) {
			if (!failureSpendsKey(error)) return await check(form, key, post, error);
			draft.settle(form);
			return { kind: 'refused', error };
		} finally {
			sending.value = false;
		}
	}

	return { draft, sending: computed(() => sending.value), send };
}

export type MoneyAction<F> = ReturnType<typeof createMoneyAction<F>>;

/** The send for a form, which shows what went wrong: every way of not going through is thrown. */
export async function sendOrThrow<F, R>(action: MoneyAction<F>, form: F, payload: unknown, post: Post<R>): Promise<R> {
	const sent = await action.send<R>(form, payload, post);
	if (sent.kind === 'done') return sent.data;
	if (sent.kind === 'offline') throw new OfflineError();
	// the forms wait for their send (use-submit-once), so only a caller that did not wait gets here:
	if (sent.kind === 'busy') throw new Error('this form is already being sent');
	throw sent.error;
}

/** Tells the player by toast why a send did not go through: offline, the server's answer, or that it failed. */
export function tellNotSent(
	sent: NotSent,
	notify: (text: string) => void,
	t: (key: string) => string,
	offline: string,
) {
	if (sent.kind === 'busy') return;
	const text = sent.kind === 'offline' ? t(offline) : sendFailureText(sent.error, t);
	if (text) notify(text);
}
