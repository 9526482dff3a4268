// The runners of a bet's two legs, fetched as the player picks each race, as the validator reads them.
import { batch, computed, type Signal, signal } from '@preact/signals';
import type { LegInfo } from '../bets/validate.ts';
import { readOnly } from '../lib/read-only.ts';
import type { Runner } from './races-card.ts';

const info = (list: Runner[]): LegInfo | undefined =>
	list.length
		? { runners: list.map((r) => r.horse_id), scratched: list.filter((r) => r.scratched).map((r) => r.horse_id) }
		: undefined;

export function createBetLegs(fetchRunners: (raceId: number | string) => Promise<Runner[] | null>) {
	const runners1 = signal<Runner[]>([]);
	const runners2 = signal<Runner[]>([]);

	async function load(target: Signal<Runner[]>, raceId: number | string | null) {
		target.value = [];
		if (raceId === null || raceId === '') return;
		const list = await fetchRunners(raceId);
		if (list) target.value = list;
	}

	return {
		...readOnly({ runners1, runners2 }),
		/** Each leg's runners and scratchings, once known. */
		legs: computed((): [LegInfo | undefined, LegInfo | undefined] => [info(runners1.value), info(runners2.value)]),
		loadFirst: (raceId: number | string | null) => load(runners1, raceId),
		loadSecond: (raceId: number | string | null) => load(runners2, raceId),
		clearSecond() {
			runners2.value = [];
		},
		clear() {
			batch(() => {
				runners1.value = [];
				runners2.value = [];
			});
		},
	};
}
