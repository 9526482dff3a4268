// Sending one money action (bet, sport slip, top-up, withdrawal, purchase): refused offline, its key written before
// the first send, one send at a time, and settled only on a final reply (money-rule.ts).
import { signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { BAD_REPLY, isApiError, NETWORK, TIMEOUT } from '../../api/errors.ts';
import type { ReadBack } from '../../api/money-post.ts';
import enMoney from '../../i18n/en/money.ts';
import { registerArea, t } from '../../i18n/index.ts';
import { sendFailureText, Unconfirmed } from '../common/failure-text.ts';
import { hideToast, showToast } from '../shell/toast.ts';
import type { MoneyDraft } from './money-draft-model.ts';
import { failureSpendsKey } from './money-rule.ts';

// its text joins with the code that shows it: an outage mid-send must not wait on a chunk to say so
void registerArea('money', enMoney).catch(() => {});

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
	readBack?(idempotencyKey: string, ageMs?: number | null): Promise<ReadBack<R>>;
};

// the server keeps a key's reply 24 h and calls a key this old expired (server/domain/idempotency/key-store.ts): it is
// read back before it goes again, since the server may have forgotten it and would take it for a new action
const OLD_KEY_MS = (24 * 60 - 10) * 60_000;

/** Says the send is being checked, until `done` (a loading toast: the form keeps its busy button meanwhile). */
export interface CheckNotice {
	start(): void;
	done(): void;
	/** The key is too old for the server to say what became of it: the player is sent to their records. */
	expired?(): void;
}

const toastNotice: CheckNotice = {
	start: () => void showToast(t('money.unconfirmed'), { loading: true }),
	done: hideToast,
	expired: () => void import('./expired-notice.ts').then((m) => m.showExpired()),
};

/** A reply came but could not be read (or came cut short), or none came before the deadline: it may have gone through. */
const mayHaveGone = (error: unknown) =>
	isApiError(error) &&
	(error.code === BAD_REPLY || error.code === TIMEOUT || (error.code === NETWORK && error.httpStatus >= 200));

export function createMoneyAction<F>(draft: MoneyDraft<F>, online: () => boolean, notice: CheckNotice = toastNotice) {
	const sending = signal(false);

	/**
	 * The action may have gone through (mayHaveGone), or its key is old: the key is kept and the server asked what
	 * became of it, never sent the action; only its stored answer settles the key.
	 */
	async function check<R>(form: F, key: string, post: Post<R>, error: unknown, old = false): Promise<Sent<R>> {
		if (!post.readBack || !(old || mayHaveGone(error))) return { kind: 'failed', error };
		notice.start();
		const age = draft.keyAge();
		try {
			const found = await post.readBack(key, age);
			if (found.state === 'done') {
				draft.settle();
				return { kind: 'done', data: found.data };
			}
			if (found.state === 'refused') {
				if (!failureSpendsKey(found.error)) return { kind: 'failed', error: found.error };
				draft.settle(form);
				return { kind: 'refused', error: found.error };
			}
			// too old to tell (or of an age unknown): the same key would count as new, so nothing goes again by itself
			if (found.state === 'expired' || (found.state === 'none' && age === null)) {
				draft.settle(form);
				const text = await import('./expired-notice.ts').then((m) => m.expiredText());
				notice.expired?.();
				return { kind: 'failed', error: new Unconfirmed(text) };
			}
			// nothing stored: it never went through (or was undone), so sending again, with the same key, is safe:
			const text = found.state === 'none' ? 'money.notReceived' : 'money.stillUnknown';
			return { kind: 'failed', error: new Unconfirmed(t(text)) };
		} catch {
			return { kind: 'failed', error: new Unconfirmed(t('money.stillUnknown')) };
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
			if ((draft.keyAge() ?? 0) > OLD_KEY_MS) return await check(form, key, post, null, true);
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

	return { draft, ...readOnly({ sending }), send };
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
