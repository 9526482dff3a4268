// Top-ups: the methods and limits the server takes now, the request sent once per player action, the trip to the
// provider's checkout page and back (topup-return.ts), and the records.
import { signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import { amountFromCents } from '../../../shared/money/amount.ts';
import { centsFromDollars } from '../../../shared/money/cents-text.ts';

import { TOPUP_METHODS, type TopupMethod } from '../../../shared/money/topup-methods.ts';
import type { Http } from '../../api/http.ts';
import { moneyPost } from '../../api/money-post.ts';
import { topupOptionsShape, topupPage, topupShape } from '../../api/shapes/wallet.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { KeyValueStorage } from '../../lib/storage.ts';
import type { LoadStatus } from '../common/model-deps.ts';
import { createPager, type Page } from '../common/pager-model.ts';
import { createMoneyAction, sendOrThrow } from '../money/money-action-model.ts';
import { createMoneyDraft } from '../money/money-draft-model.ts';
import { createTopupReturn } from './topup-return-model.ts';
import type { TopupForm, TopupOptions, TopupView } from './topup-types.ts';

/** The id of the top-up sent to the provider's page, so a reload before leaving or a return without it still finds it. */
export const KEPT_TOPUP = 'topup:checkout';

export interface TopupDeps {
	http: Pick<Http, 'get' | 'post'>;
	storage: KeyValueStorage;
	online(): boolean;
	logger: Logger;
	clock: Clock;
	newKey?: () => string;
	fetchBalance(): Promise<number>;
	/** Goes to the provider's page in this tab: never in a frame, which a provider may refuse. */
	leave(url: string): void;
	/** What a relative checkout URL is relative to: the API's origin. */
	origin: string;
}

/** The checkout URL made absolute, or null when it is not an http(s) address. */
export function checkoutUrl(url: string, origin: string): string | null {
	try {
		const { protocol, href } = new URL(url, origin);
		return protocol === 'https:' || protocol === 'http:' ? href : null;
	} catch {
		return null;
	}
}

interface OptionsReply {
	methods: string[];
	min: number;
	max: number;
}

export function createTopup(deps: TopupDeps) {
	const { http, storage } = deps;
	const draft = createMoneyDraft<TopupForm>('topup', storage, deps.newKey);
	const action = createMoneyAction(draft, deps.online);
	const post = moneyPost<TopupView>(http, '/wallet/topup', topupShape);
	const options = signal<TopupOptions | null>(null);
	const optionsStatus = signal<LoadStatus>('idle');
	const records = createPager<TopupView>(
		(page, size) =>
			http.get<Page<TopupView>>('/wallet/topups', { params: { page, size }, schema: topupPage }).then((r) => r.data),
		deps.logger,
	);
	const forget = () => storage.set(KEPT_TOPUP, null);
	const back = createTopupReturn({
		read: (id) => http.get<TopupView>('/wallet/topup', { params: { id }, schema: topupShape }).then((r) => r.data),
		clock: deps.clock,
		fetchBalance: deps.fetchBalance,
		forget,
		reload: () => records.reset(),
	});

	return {
		...readOnly({ options, optionsStatus, shown: back.shown }),
		records,
		/** Asks which methods the server takes now; the last answer stays shown while it is asked again. */
		async loadOptions() {
			if (optionsStatus.peek() !== 'ready') optionsStatus.value = 'loading';
			try {
				const { data } = await http.get<OptionsReply>('/wallet/topup_options', { schema: topupOptionsShape });
				const known = (m: string): m is TopupMethod => (TOPUP_METHODS as readonly string[]).includes(m);
				options.value = {
					methods: data.methods.filter(known),
					min: centsFromDollars(data.min),
					max: centsFromDollars(data.max),
				};
				optionsStatus.value = 'ready';
			} catch (error) {
				deps.logger.warn('top-up options failed:', error);
				if (optionsStatus.peek() !== 'ready') optionsStatus.value = 'error';
			}
		},
		/** The kept draft, and whether a send of it is still unanswered. */
		draft: () => ({ form: draft.form(), unsettled: draft.unsettled() }),
		keepForm: (form: TopupForm) => draft.save(form),
		async request(form: TopupForm, cents: number) {
			const payload = { amount: amountFromCents(cents), method: form.method };
			const view = await sendOrThrow<TopupForm, TopupView>(action, form, payload, post);
			records.reset();
			const url = view.status === 'pending' && view.checkout && checkoutUrl(view.checkout.url, deps.origin);
			// the key is spent with this reply, so the id is what stops a reload here from asking for a second top-up:
			if (url) storage.set(KEPT_TOPUP, String(view.id));
			back.show(view);
			if (url) deps.leave(url);
			return view;
		},
		/** Shows the top-up the player came back for (`id` from the return address), else the one kept before leaving. */
		open(id: number | null) {
			const kept = Number(storage.get(KEPT_TOPUP));
			if (id) back.follow(id, true);
			else if (kept > 0) back.follow(kept, false);
		},
		/** Reads again after a failed read. */
		retry() {
			const shown = back.shown.peek();
			if (shown?.phase === 'error') back.follow(shown.id, shown.poll);
		},
		/** Back to the form; with `retry`, filled in with that top-up's amount and method (a new action, a new key). */
		again(retry?: TopupView) {
			if (retry) draft.save({ amount: String(retry.amount), method: retry.method });
			forget();
			back.clear();
		},
		/** The page is left: stop reading, and start from the form next time. */
		close: back.clear,
	};
}

export type TopupModel = ReturnType<typeof createTopup>;
