// One race's card for the Detail page: runners, status, and the finish with dividends once resulted.
import { batch, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { Http } from '../../api/http.ts';
import { raceCardShape } from '../../api/shapes/race-card.ts';
import type { Logger } from '../../lib/logger.ts';
import { reasonOf } from '../common/failure-text.ts';
import type { RaceSummary } from './races-model.ts';

/** A runner's racing colours (CSS colours) and the body's pattern. */
export interface Silks {
	body: string;
	sleeves: string;
	cap: string;
	pattern: string;
}

export interface Runner {
	horse_id: number;
	name: string;
	barrier?: number;
	jockey?: string;
	odds?: number;
	scratched?: boolean;
	/** What the tote would pay now per $1, or null where not offered. */
	win_price?: number | null;
	place_price?: number | null;
	silks?: Silks;
}

interface Dividend {
	pool: string;
	combo: number[];
	dividend: number;
}

export interface RaceCard extends Omit<RaceSummary, 'runners'> {
	race_code?: string;
	places_paid?: number | null;
	runners: Runner[];
	result: { finish: number[][]; scratched?: number[] } | null;
	dividends: Dividend[] | null;
	/** When the prices were worked out (ISO). */
	prices_at?: string;
	pools?: { win: number; place: number };
	/** Jackpots carried in, by pool. */
	jackpot?: Record<string, number>;
	/** What pools nobody won carry on, by pool (resulted races). */
	jackpot_out?: Record<string, number>;
}

export function createRaceCard({ http, logger }: { http: Pick<Http, 'get'>; logger: Logger }) {
	const card = signal<RaceCard | null>(null);
	const loading = signal(false);
	// the race whose last load failed: a page shows its error for that race only, never before the first answer
	const failedFor = signal<string | null>(null);
	// what the last failed load says, in the player's words (the server's refusal, a timeout, a reply unread):
	const failure = signal('');
	let seq = 0;

	async function load(raceId: string | number) {
		const mine = ++seq;
		// another race's card is never shown under this one's title:
		if (card.peek() && String(card.peek()?.race_id) !== String(raceId)) card.value = null;
		batch(() => {
			loading.value = true;
			failedFor.value = null;
		});
		try {
			const reply = await http.get<RaceCard>('/events/race', {
				params: { race_id: String(raceId) },
				schema: raceCardShape,
			});
			if (mine === seq) card.value = reply.data;
		} catch (error) {
			logger.error('race card failed:', error);
			if (mine === seq)
				batch(() => {
					failedFor.value = String(raceId);
					failure.value = reasonOf(error);
				});
		} finally {
			if (mine === seq) loading.value = false;
		}
	}

	return {
		...readOnly({ card, loading, failedFor, failure }),
		load,
	};
}
