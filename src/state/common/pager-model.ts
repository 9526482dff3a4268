// A paged list read newest first: refresh replaces it, loadMore appends; a failure leaves the list as it was.
import { batch, computed, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { Logger } from '../../lib/logger.ts';
import { reasonOf } from './failure-text.ts';
import type { LoadMoreStatus } from './model-deps.ts';

export interface Page<T> {
	list: T[];
	page: number;
	size: number;
	total: number;
}

export type PagerStatus = 'idle' | 'loading' | 'ready' | 'error';

export const PAGE_SIZE = 20;

/** `key` names an item, for lists where new items shift the pages so that one can come twice. */
export function createPager<T>(
	fetchPage: (page: number, size: number) => Promise<Page<T>>,
	logger: Logger = console,
	key?: (item: T) => unknown,
) {
	const items = signal<T[]>([]);
	const total = signal(0);
	const status = signal<PagerStatus>('idle');
	const more = signal<'idle' | 'loading' | 'error'>('idle');
	// a page shorter than asked for is the last, whatever the total says:
	const ended = signal(false);
	const error = signal('');
	let page = 0;
	// a refresh outdates any answer still on its way:
	let generation = 0;

	const append = (list: T[]) => {
		if (!key) return [...items.peek(), ...list];
		const known = new Set(items.peek().map(key));
		return [...items.peek(), ...list.filter((item) => !known.has(key(item)))];
	};

	async function load(next: number, replace: boolean) {
		const mine = replace ? ++generation : generation;
		try {
			const reply = await fetchPage(next, PAGE_SIZE);
			if (mine !== generation) return;
			batch(() => {
				page = next;
				items.value = replace ? reply.list : append(reply.list);
				total.value = Number(reply.total) || 0;
				ended.value = reply.list.length < PAGE_SIZE;
				status.value = 'ready';
				more.value = 'idle';
			});
		} catch (e) {
			if (mine !== generation) return;
			logger.warn('list page failed:', e);
			batch(() => {
				error.value = reasonOf(e);
				if (replace && status.peek() !== 'ready') status.value = 'error';
				else if (!replace) more.value = 'error';
			});
			if (replace) throw e;
		}
	}

	const exhausted = () => ended.peek() || items.peek().length >= total.peek();

	return {
		...readOnly({ items, total, status, error }),
		/** What the load-more control shows. */
		moreStatus: computed<LoadMoreStatus>(() => {
			if (more.value !== 'idle') return more.value;
			return ended.value || items.value.length >= total.value ? 'no-more' : 'idle';
		}),
		/** First page; rejects on failure so pull-to-refresh can tell, while the old list stays. */
		refresh() {
			if (status.peek() !== 'ready') status.value = 'loading';
			return load(1, true);
		},
		/** Next page, once at a time, and only while there is more. */
		async loadMore(): Promise<void> {
			if (more.peek() === 'loading' || status.peek() !== 'ready' || exhausted()) return;
			more.value = 'loading';
			await load(page + 1, false);
		},
		/** Forget everything, as when the filter changes or the player signs out. */
		reset() {
			generation++;
			page = 0;
			batch(() => {
				items.value = [];
				total.value = 0;
				ended.value = false;
				status.value = 'idle';
				more.value = 'idle';
			});
		},
	};
}

export type Pager<T> = ReturnType<typeof createPager<T>>;
