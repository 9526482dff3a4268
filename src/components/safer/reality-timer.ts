// The reality-check schedule: a reminder every N minutes of the session, counted from its start.
import type { Clock } from '../../lib/clock.ts';
import type { SessionSummary } from '../../state/safer/safer-types.ts';

export interface RealityDeps {
	clock: Clock;
	now(): number;
	minutes: number;
	summary(): Promise<SessionSummary>;
	/** Shows the reminder; resolves true to continue playing, false to log out. */
	ask(summary: SessionSummary): Promise<boolean>;
	logout(): void;
	logger?: Pick<Console, 'warn'>;
}

const RETRY_MS = 60_000;

/** Milliseconds until the next whole multiple of `minutes` since `startedAt`. */
export function nextDelay(startedAt: number, now: number, minutes: number): number {
	const every = minutes * 60_000;
	const elapsed = Math.max(0, now - startedAt);
	return every - (elapsed % every);
}

/** Starts the reminders; returns a stop function. */
export function startRealityCheck(deps: RealityDeps): () => void {
	let timer: unknown;
	let stopped = false;
	const later = (fn: () => Promise<void>, ms: number) => {
		if (!stopped) timer = deps.clock.setTimeout(() => void fn(), ms);
	};
	async function plan() {
		try {
			const s = await deps.summary();
			// counted from the server's session start, so the device's own clock doesn't matter:
			const startedAt = deps.now() - s.seconds_played * 1000;
			later(remind, nextDelay(startedAt, deps.now(), deps.minutes));
		} catch (error) {
			deps.logger?.warn('reality check: summary failed', error);
			later(plan, RETRY_MS);
		}
	}
	async function remind() {
		let s: SessionSummary;
		try {
			s = await deps.summary();
		} catch (error) {
			deps.logger?.warn('reality check: summary failed', error);
			return later(remind, RETRY_MS);
		}
		if (stopped) return;
		if (await deps.ask(s)) void plan();
		else if (!stopped) deps.logout();
	}
	void plan();
	return () => {
		stopped = true;
		deps.clock.clearTimeout(timer);
	};
}
