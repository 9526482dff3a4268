// The player's race orders, page by page; kept in memory so coming back to the list shows them at once.
import { batch, computed, signal } from '@preact/signals';
import { http } from '../api/client.ts';
import type { Http } from '../api/http.ts';
import { reasonOf } from './failure-text.ts';
import type { LoadMoreStatus } from './model-deps.ts';
import { session } from './session.ts';

type OrderStatus = 'pending' | 'won' | 'lost' | 'refunded' | 'partiallyRefunded';

interface OrderLeg {
	race_id: number;
	meetings: string;
	raceNo: number;
	date: string;
	start_time: string;
}

export interface RaceOrder {
	id: number;
	created_at: string;
	bet_type: number;
	bet_type_name: string;
	legs: OrderLeg[];
	selections: Record<string, number[]>;
	combinations: number;
	unit_stake: number;
	total_stake: number;
	status: OrderStatus;
	return: number;
}

interface OrderPage {
	list: RaceOrder[];
	page: number;
	size: number;
	total: number;
}

export type ListPhase = 'idle' | 'loading' | 'ready' | 'error';

export const ORDER_PAGE_SIZE = 20;

export function createOrders({ http, owner }: { http: Pick<Http, 'get'>; owner: () => unknown }) {
	const list = signal<RaceOrder[]>([]);
	const phase = signal<ListPhase>('idle');
	const more = signal<LoadMoreStatus>('idle');
	const error = signal('');
	let page = 0;
	let total = 0;
	let loadedFor: unknown;
	let generation = 0;

	const fetchPage = (n: number) =>
		http.get<OrderPage>('/order/list', { params: { page: n, size: ORDER_PAGE_SIZE } }).then((r) => r.data);

	const moreAfter = (count: number, reply: OrderPage) =>
		count >= reply.total || reply.list.length < ORDER_PAGE_SIZE ? 'no-more' : 'idle';

	/** Page 1 again; the list on screen stays until the new one arrives, and stays if it fails. */
	async function refresh(): Promise<void> {
		const mine = ++generation;
		if (!list.peek().length) phase.value = 'loading';
		try {
			const reply = await fetchPage(1);
			if (mine !== generation) return;
			loadedFor = owner();
			page = 1;
			total = reply.total;
			batch(() => {
				list.value = reply.list;
				phase.value = 'ready';
				more.value = moreAfter(reply.list.length, reply);
				error.value = '';
			});
		} catch (e) {
			if (mine !== generation) return;
			batch(() => {
				error.value = reasonOf(e);
				if (!list.peek().length) phase.value = 'error';
			});
			throw e;
		}
	}

	async function loadMore(): Promise<void> {
		if (phase.peek() !== 'ready' || more.peek() === 'loading' || more.peek() === 'no-more') return;
		const mine = generation;
		more.value = 'loading';
		try {
			const reply = await fetchPage(page + 1);
			if (mine !== generation) return;
			page += 1;
			total = reply.total;
			// orders placed since page 1 shift the pages, so one can come twice:
			const known = new Set(list.peek().map((o) => o.id));
			const next = [...list.peek(), ...reply.list.filter((o) => !known.has(o.id))];
			batch(() => {
				list.value = next;
				more.value = moreAfter(next.length, reply);
			});
		} catch {
			if (mine === generation) more.value = 'error';
		}
	}

	return {
		list: computed(() => list.value),
		phase: computed(() => phase.value),
		more: computed(() => more.value),
		error: computed(() => error.value),
		total: () => total,
		/** Loads page 1 unless this player's pages are already here. */
		ensure(): Promise<void> {
			if (phase.peek() === 'ready' && loadedFor === owner()) return Promise.resolve();
			if (loadedFor !== owner()) {
				generation++;
				batch(() => {
					list.value = [];
					phase.value = 'idle';
				});
			}
			return refresh().catch(() => {});
		},
		refresh,
		loadMore,
	};
}

export type OrdersModel = ReturnType<typeof createOrders>;

let shared: OrdersModel | undefined;

/** The app's orders model; another player signing in on this device starts from an empty list. */
export function appOrders(): OrdersModel {
	shared ??= createOrders({ http, owner: () => session.userName.peek() });
	return shared;
}
