// Which danmu fly where: lanes so items never overlap, a cap so a slow phone keeps up, a pause for hidden tabs.
import { signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { Clock } from '../../lib/clock.ts';

export const DANMU_LIFETIME_MS = 4000;
export const LANE_HEIGHT = 28;

export interface LayerClock extends Clock {
	now(): number;
}

interface FlyingDanmu {
	key: number;
	text: string;
	color: string;
	lane: number;
}

interface Placed extends FlyingDanmu {
	end: number;
	timer: unknown;
}

interface LayerOptions {
	clock: LayerClock;
	duration?: number;
	maxOnScreen?: number;
	maxQueue?: number;
	fontSize?: number;
}

const WIDE = /[\u2e80-\uffff]/;
// no layout read per item: CJK glyphs are about 1em wide, Latin about 0.6em:
export const estimateWidth = (text: string, fontSize = 16) =>
	[...text].reduce((w, ch) => w + (WIDE.test(ch) ? fontSize : fontSize * 0.6), 0);

export function createDanmuLayer({
	clock,
	duration = DANMU_LIFETIME_MS,
	maxOnScreen = 24,
	maxQueue = 30,
	fontSize = 16,
}: LayerOptions) {
	const items = signal<Placed[]>([]);
	const paused = signal(false);
	let width = 320;
	let lanes: ({ start: number; w: number } | null)[] = [null, null, null, null];
	let queue: { text: string; color: string }[] = [];
	let seq = 0;
	let pausedAt = 0;
	let pausedTotal = 0;
	let drainTimer: unknown;
	const gap = fontSize * 1.5;
	const now = () => (paused.peek() ? pausedAt : clock.now()) - pausedTotal;

	// an item may follow in a lane once the one before has fully entered and cannot be caught up with:
	const waitFor = (lane: { start: number; w: number } | null, w: number) => {
		if (!lane) return 0;
		const need = duration * Math.max((lane.w + gap) / (width + lane.w), (w + gap) / (width + w));
		return Math.max(0, lane.start + need - now());
	};

	const expire = (key: number) => {
		items.value = items.peek().filter((i) => i.key !== key);
		drain();
	};
	const schedule = (item: Placed) => {
		item.timer = clock.setTimeout(() => expire(item.key), Math.max(0, item.end - now()));
	};

	function tryPlace(next: { text: string; color: string }): number {
		if (items.peek().length >= maxOnScreen) return -1;
		const w = estimateWidth(next.text, fontSize);
		let best = -1;
		let soonest = Number.POSITIVE_INFINITY;
		lanes.forEach((lane, i) => {
			const wait = waitFor(lane, w);
			if (wait === 0 && best < 0) best = i;
			soonest = Math.min(soonest, wait);
		});
		if (best < 0) return soonest;
		lanes[best] = { start: now(), w };
		const item: Placed = { ...next, key: ++seq, lane: best, end: now() + duration, timer: null };
		schedule(item);
		items.value = [...items.peek(), item];
		return 0;
	}

	function drain() {
		clock.clearTimeout(drainTimer);
		if (paused.peek()) return;
		while (queue.length) {
			const wait = tryPlace(queue[0]!);
			if (wait !== 0) {
				// a full screen frees up when an item expires, which drains again:
				if (wait > 0) drainTimer = clock.setTimeout(drain, wait);
				return;
			}
			queue.shift();
		}
	}

	return {
		...readOnly({ items, paused }),
		lanes: () => lanes.length,
		add(item: { text: string; color: string }) {
			// a hidden tab shows nothing, so it keeps nothing back either:
			if (paused.peek()) return;
			queue.push({ text: item.text, color: item.color });
			if (queue.length > maxQueue) queue = queue.slice(-maxQueue);
			drain();
		},
		setSize(w: number, h: number) {
			width = Math.max(w, 1);
			const count = Math.max(1, Math.min(10, Math.floor((h * 0.7) / LANE_HEIGHT)));
			lanes = Array.from({ length: count }, (_, i) => lanes[i] ?? null);
		},
		pause() {
			if (paused.peek()) return;
			pausedAt = clock.now();
			paused.value = true;
			clock.clearTimeout(drainTimer);
			for (const item of items.peek()) clock.clearTimeout(item.timer);
		},
		resume() {
			if (!paused.peek()) return;
			pausedTotal += clock.now() - pausedAt;
			paused.value = false;
			for (const item of items.peek()) schedule(item);
			drain();
		},
		clear() {
			clock.clearTimeout(drainTimer);
			for (const item of items.peek()) clock.clearTimeout(item.timer);
			queue = [];
			lanes = lanes.map(() => null);
			items.value = [];
		},
	};
}

export type DanmuLayerModel = ReturnType<typeof createDanmuLayer>;
