// Sending one money action (bet, sport slip, top-up, withdrawal, purchase): refused offline, its key written before
// the first send, one send at a time, and settled only on a final reply (money-rule.ts).
import { computed, signal } from '@preact/signals';
import { sendFailureText } from './failure-text.ts';
import type { MoneyDraft } from './money-draft.ts';
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

export type Post<R> = (payload: unknown, idempotencyKey: string) => Promise<{ data: R }>;

export function createMoneyAction<F>(draft: MoneyDraft<F>, online: () => boolean) {
	const sending = signal(false);

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
			if (!failureSpendsKey(error)) return { kind: 'failed', error };
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
