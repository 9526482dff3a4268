// Sports: the board by sport, one event's markets, the bet slip and the player's sport orders.
import { batch, type ReadonlySignal, signal } from '@preact/signals';
import { http } from '../api/client.ts';
import { isApiError } from '../api/errors.ts';
import type { Http } from '../api/http.ts';
import { type AmountError, amountFromCents, centsFromInput } from '../bets/money.ts';
import { readOnly } from '../lib/read-only.ts';
import { reasonOf } from './failure-text.ts';
import { appDeps, type LoadStatus, type ModelDeps } from './model-deps.ts';
import { createMoneyAction, tellNotSent } from './money-action.ts';
import { createMoneyDraft } from './money-draft.ts';
import { createPager, type Page } from './pager.ts';

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
	const draft = createMoneyDraft<Slip>('sport-slip', storage, deps.newKey);
	const action = createMoneyAction(draft, deps.online);
	const slip = signal<Slip | null>(draft.form());
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
		if (!s || action.sending.peek()) return 'busy';
		const amount = centsFromInput(s.stake);
		if (!amount.ok) {
			stakeError.value = amount.error;
			return 'invalid';
		}
		const body = {
			event_id: s.event_id,
			market_id: s.market_id,
			selection_id: s.selection_id,
			stake: amountFromCents(amount.cents),
			odds: s.odds,
		};
		// one key per slip, renewed only when the slip itself changed:
		const sent = await action.send(s, body, (payload, idempotencyKey) =>
			http.post<SportOrder>('/sports/order', payload, { idempotencyKey }),
		);
		if (sent.kind === 'done') {
			batch(() => {
				lastOrder.value = sent.data;
				writeSlip(null);
			});
			deps.notify(deps.t('sports.placed'));
			deps.refreshBalance();
			return 'placed';
		}
		tellNotSent(sent, deps.notify, deps.t, 'errors.offline');
		// a refusal may name new odds; show the board as it is now:
		if (sent.kind === 'refused' && isApiError(sent.error) && sent.error.httpStatus === 409)
			await fetchEvent(s.event_id);
		return sent.kind;
	}

	const orders = createPager<SportOrder>((page, size) =>
		http.get<Page<SportOrder>>('/sports/orders', { params: { page, size } }).then((r) => r.data),
	);

	return {
		...readOnly({ sports, sport, events, boardStatus, event, eventStatus }),
		slip: slip as ReadonlySignal<Slip | null>,
		placing: action.sending,
		...readOnly({ stakeError, lastOrder }),
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

let shared: SportsModel | undefined;
/** The app's one sports model, made on first use so pages that never show sports don't build it. */
export const sportsModel = (): SportsModel => {
	shared ??= createSports({ ...appDeps(), http });
	return shared;
};
