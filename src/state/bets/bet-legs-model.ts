// The runners of a bet's two legs, fetched as the player picks each race, as the validator reads them.
import { batch, computed, signal } from '@preact/signals';
import type { LegInfo } from '../../../shared/bets/validate.ts';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { Runner } from '../races/race-card-model.ts';

const info = (list: Runner[]): LegInfo | undefined =>
	list.length
		? { runners: list.map((r) => r.horse_id), scratched: list.filter((r) => r.scratched).map((r) => r.horse_id) }
		: undefined;

/** Where a leg's runners are: no race chosen, on their way, in, or not to be had (e.g. offline). */
export type RunnersState = 'none' | 'loading' | 'ready' | 'failed';

export function createBetLegs(fetchRunners: (raceId: number | string) => Promise<Runner[] | null>) {
	const runners1 = signal<Runner[]>([]);
	const runners2 = signal<Runner[]>([]);
	const state1 = signal<RunnersState>('none');
	const state2 = signal<RunnersState>('none');
	const asked: [number, number] = [0, 0];

	async function load(leg: 0 | 1, raceId: number | string | null) {
		const [target, state] = leg ? [runners2, state2] : [runners1, state1];
		const ask = ++asked[leg];
		const chosen = raceId !== null && raceId !== '';
		batch(() => {
			target.value = [];
			state.value = chosen ? 'loading' : 'none';
		});
		if (!chosen) return;
		const list = await fetchRunners(raceId);
		// an answer for a race the player has already left is dropped:
		if (ask !== asked[leg]) return;
		batch(() => {
			if (list) target.value = list;
			state.value = list ? 'ready' : 'failed';
		});
	}

	return {
		...readOnly({ runners1, runners2, state1, state2 }),
		/** Each leg's runners and scratchings, once known. */
		legs: computed((): [LegInfo | undefined, LegInfo | undefined] => [info(runners1.value), info(runners2.value)]),
		loadFirst: (raceId: number | string | null) => load(0, raceId),
		loadSecond: (raceId: number | string | null) => load(1, raceId),
		clearSecond: () => void load(1, null),
		clear() {
			batch(() => {
				void load(0, null);
				void load(1, null);
			});
		},
	};
}
