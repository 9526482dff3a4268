// Sports: the board by sport, one event's markets, the bet slip and the player's sport orders.
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import { http } from '../api/client.ts';
import { EXPIRED, isApiError, REJECTED } from '../api/errors.ts';
import type { Http } from '../api/http.ts';
import { type AmountError, amountFromCents, centsFromInput } from '../bets/money.ts';
import { showToast } from '../components/toast-model.ts';
import { t } from '../i18n/index.ts';
import { createStorage, type KeyValueStorage } from '../lib/storage.ts';
import { createDraft } from './drafts.ts';
import { session } from './session.ts';
import { createPager, type Page } from './wallet-pager.ts';

export interface Selection {
	id: number;
	code: string;
	name: string;
	odds: number;
}
export interface Market {
	id: number;
	kind: string;
	name: string;
	line: number | null;
	selections: Selection[];
}
export interface SportEvent {
	id: number;
	sport: string;
	league: string;
	home: string;
	away: string;
	starts_at: string;
	status: string;
	main?: Market | null;
	markets?: Market[];
}
export interface SportOrder {
	id: number;
	event: { id: number; sport: string; league: string; home: string; away: string; starts_at: string };
	market: { id: number; kind: string; name: string; line: number | null };
	selection: { id: number; code: string; name: string };
	odds: number;
	stake: number;
	status: string;
	return: number;
	potential_return: number;
	created_at: string;
}
export interface Slip {
	event_id: number;
	market_id: number;
	selection_id: number;
	odds: number;
	name: string;
	stake: string;
}
export type PlaceResult = 'placed' | 'offline' | 'busy' | 'invalid' | 'refused' | 'failed';

/** What a winning stake returns, stake included, in cents rounded down (as the server settles it). */
export const potentialReturn = (stakeCents: number, odds: number) =>
	Math.floor((stakeCents * Math.round(odds * 100)) / 100);

export function createSports(deps: ModelDeps & { http: Http }) {
	const { http, storage } = deps;
	const sports = signal<{ code: string; name: string }[]>([]);
	const sport = signal('');
	const events = signal<SportEvent[]>([]);
	const boardStatus = signal<LoadStatus>('idle');
	const event = signal<SportEvent | null>(null);
	const eventStatus = signal<LoadStatus>('idle');
	// the slip and its Idempotency-Key live in localStorage, so a reload or a retry reuses the key:
	const draft = createDraft<Slip>('sport-slip', storage, deps.newKey);
	const slip = signal<Slip | null>(draft.form());
	const placing = signal(false);
	const stakeError = signal<AmountError | null>(null);
	const lastOrder = signal<SportOrder | null>(null);
	let boardSeq = 0;
	let eventSeq = 0;

	function writeSlip(next: Slip | null) {
		slip.value = next;
		if (next) draft.save(next);
		else draft.settle();
	}

	async function fetchBoard(code = sport.peek()) {
		const mine = ++boardSeq;
		batch(() => {
			if (code !== sport.peek()) events.value = [];
			sport.value = code;
			if (!events.peek().length) boardStatus.value = 'loading';
		});
		try {
			const { data } = await http.get<{ list: SportEvent[]; sports: { code: string; name: string }[] }>(
				'/sports/list',
				{ params: { sport: code, page: 1, size: 50 } },
			);
			if (mine !== boardSeq) return;
			batch(() => {
				sports.value = data.sports;
				events.value = data.list;
				boardStatus.value = 'ready';
			});
		} catch (error) {
			if (mine !== boardSeq) return;
			if (events.peek().length) deps.notify(reasonOf(error));
			else boardStatus.value = 'error';
		}
	}

	async function fetchEvent(id: number) {
		const mine = ++eventSeq;
		if (event.peek()?.id !== id) {
			batch(() => {
				event.value = null;
				eventStatus.value = 'loading';
			});
		}
		try {
			const { data } = await http.get<SportEvent>('/sports/detail', { params: { id } });
			if (mine !== eventSeq) return;
			batch(() => {
				event.value = data;
				eventStatus.value = 'ready';
				// a slip on this event follows the board's current odds:
				const s = slip.peek();
				const now = s?.event_id === id && findSelection(data, s.selection_id);
				if (s && now && now.odds !== s.odds) writeSlip({ ...s, odds: now.odds });
			});
		} catch (error) {
			if (mine !== eventSeq) return;
			if (event.peek()?.id === id) deps.notify(reasonOf(error));
			else eventStatus.value = 'error';
		}
	}

	function pick(ev: SportEvent, market: Market, sel: Selection) {
		const stake = slip.peek()?.stake ?? '';
		stakeError.value = null;
		writeSlip({ event_id: ev.id, market_id: market.id, selection_id: sel.id, odds: sel.odds, name: sel.name, stake });
	}

	function setStake(text: string) {
		const s = slip.peek();
		stakeError.value = null;
		if (s) writeSlip({ ...s, stake: text });
	}

	async function placeOrder(): Promise<PlaceResult> {
		const s = slip.peek();
		if (!s || placing.peek()) return 'busy';
		const amount = centsFromInput(s.stake);
		if (!amount.ok) {
			stakeError.value = amount.error;
			return 'invalid';
		}
		if (!deps.online()) {
			deps.notify(deps.t('errors.offline'));
			return 'offline';
		}
		const body = {
			event_id: s.event_id,
			market_id: s.market_id,
			selection_id: s.selection_id,
			stake: amountFromCents(amount.cents),
			odds: s.odds,
		};
		// one key per slip, renewed only when the slip itself changed, stored before the first send:
		const key = draft.keyFor(s, body);
		placing.value = true;
		try {
			const { data } = await http.post<SportOrder>('/sports/order', body, { idempotencyKey: key });
			batch(() => {
				lastOrder.value = data;
				writeSlip(null);
			});
			deps.notify(deps.t('sports.placed'));
			deps.refreshBalance();
			return 'placed';
		} catch (error) {
			const definitive = isApiError(error) && error.code === REJECTED && isFinal(error.httpStatus, error.message);
			if (definitive) {
				draft.settle(slip.peek() ?? undefined);
				deps.notify(error.message);
				// the refusal may name new odds; show the board as it is now:
				if (error.httpStatus === 409) await fetchEvent(s.event_id);
				return 'refused';
			}
			if (!(isApiError(error) && error.code === EXPIRED)) deps.notify(failureText(error, deps.t));
			return 'failed';
		} finally {
			placing.value = false;
		}
	}

	const orders = createPager<SportOrder>((page, size) =>
		http.get<Page<SportOrder>>('/sports/orders', { params: { page, size } }).then((r) => r.data),
	);

	return {
		sports: computed(() => sports.value),
		sport: computed(() => sport.value),
		events: computed(() => events.value),
		boardStatus: computed(() => boardStatus.value),
		event: computed(() => event.value),
		eventStatus: computed(() => eventStatus.value),
		slip: slip as ReadonlySignal<Slip | null>,
		placing: computed(() => placing.value),
		stakeError: computed(() => stakeError.value),
		lastOrder: computed(() => lastOrder.value),
		orders,
		fetchBoard,
		fetchEvent,
		pick,
		setStake,
		clearSlip: () => writeSlip(null),
		placeOrder,
	};
}

export type SportsModel = ReturnType<typeof createSports>;

const findSelection = (ev: SportEvent, id: number) =>
	ev.markets?.flatMap((m) => m.selections).find((sel) => sel.id === id);

/** A reply that settles the action: anything but a server crash or a duplicate still in flight. */
export const isFinal = (httpStatus: number, message: string) =>
	httpStatus > 0 && httpStatus < 500 && !(httpStatus === 409 && /idempotency/i.test(message));

/** A request that threw keeps the draft; the player is told it did not go through. */
export const failureText = (error: unknown, t: (key: string) => string) =>
	isApiError(error) && error.code === REJECTED ? error.message : t('errors.submitFailed');

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What every money model is handed, so tests pass fakes instead of patching globals. */
export interface ModelDeps {
	storage: KeyValueStorage;
	online(): boolean;
	newKey(): string;
	notify(message: string): void;
	refreshBalance(): void;
	t(key: string, params?: Record<string, unknown>): string;
}

/** The text a player sees for a failed read: the server's message or the client's own (already translated). */
export const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// a key from getRandomValues where randomUUID is missing (plain-http origins other than localhost):
const uuid = () =>
	globalThis.crypto?.randomUUID?.() ??
	Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The browser's storage, network state, toast and the session's balance. */
export function appDeps(): ModelDeps {
	return {
		storage: createStorage(),
		online: () => globalThis.navigator?.onLine !== false,
		newKey: uuid,
		notify: (message) => void showToast(message),
		refreshBalance: () => void session.fetchBalance().catch(() => {}),
		t,
	};
}

let shared: SportsModel | undefined;
/** The app's one sports model, made on first use so pages that never show sports don't build it. */
export const sportsModel = (): SportsModel => {
	shared ??= createSports({ ...appDeps(), http });
	return shared;
};
