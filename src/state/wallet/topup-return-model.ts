// Following one top-up after the provider's page: read it, read again while the provider's word may still be on its
// way (it can reach the server a moment after the player), and show how it ended.
import { signal } from '@preact/signals';
import { isApiError, REJECTED } from '../../api/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TopupView } from './topup-types.ts';

/** server/README.md, "What the app must do": read again every 2 s for about 30 s. */
export const READ_EVERY = 2_000;
export const READS = 15;

/**
 * What the recharge page shows of a top-up: the request's reply (`sent`), the top-up kept before leaving for the
 * provider, read once (`kept`), one still pending while it is read again (`confirming`) and after that (`late`), or
 * one decided (`done`, with the balance read after an approval; null when that read failed).
 */
export type Shown =
	| { phase: 'checking' }
	| { phase: 'error'; id: number; poll: boolean }
	| { phase: 'sent' | 'kept' | 'confirming' | 'late'; topup: TopupView }
	| { phase: 'done'; topup: TopupView; balance: number | null };

export interface TopupReturnDeps {
	read(id: number): Promise<TopupView>;
	clock: Clock;
	fetchBalance(): Promise<number>;
	/** The kept id is no longer needed: the top-up is decided, unknown, or left to the records. */
	forget(): void;
	/** The records changed: read them again when next shown. */
	reload(): void;
}

// another player's top-up or a mangled id: there is nothing to show
const unknownTopup = (error: unknown) =>
	isApiError(error) && error.code === REJECTED && [400, 404].includes(error.httpStatus || error.status);

export function createTopupReturn(deps: TopupReturnDeps) {
	const shown = signal<Shown | null>(null);
	// each follow or stop outdates the reads and timers of the one before:
	let run = 0;
	let timer: unknown;
	const stop = () => {
		run++;
		deps.clock.clearTimeout(timer);
	};

	async function decided(topup: TopupView, mine: number) {
		deps.forget();
		deps.reload();
		const balance = topup.status === 'approved' ? await deps.fetchBalance().catch(() => null) : null;
		if (mine === run) shown.value = { phase: 'done', topup, balance };
	}

	/** Reads top-up `id`; with `poll`, reads it again while it is pending, up to READS times. */
	function follow(id: number, poll: boolean) {
		stop();
		const mine = run;
		let reads = 0;
		shown.value = { phase: 'checking' };
		const step = async () => {
			reads++;
			let topup: TopupView;
			try {
				topup = await deps.read(id);
			} catch (error) {
				if (mine !== run) return;
				if (unknownTopup(error)) {
					deps.forget();
					shown.value = null;
				} else if (shown.peek()?.phase === 'confirming' && reads < READS) {
					// one lost read while waiting is only one of the tries:
					timer = deps.clock.setTimeout(step, READ_EVERY);
				} else shown.value = { phase: 'error', id, poll };
				return;
			}
			if (mine !== run) return;
			if (topup.status !== 'pending') return decided(topup, mine);
			if (!poll) {
				shown.value = { phase: 'kept', topup };
			} else if (reads < READS) {
				shown.value = { phase: 'confirming', topup };
				timer = deps.clock.setTimeout(step, READ_EVERY);
			} else {
				deps.forget();
				deps.reload();
				shown.value = { phase: 'late', topup };
			}
		};
		void step();
	}

	return {
		shown,
		follow,
		/** Shows the reply to the player's request. */
		show(topup: TopupView) {
			stop();
			shown.value = { phase: 'sent', topup };
		},
		/** Stops reading and shows nothing: the form again. */
		clear() {
			stop();
			shown.value = null;
		},
	};
}
