// Where the bet slip is kept between visits: its picks and stake in localStorage; each pick's Idempotency-Key is kept
// apart, in the money-draft store under its own name, until that pick's order has a final reply.
import type { KeyValueStorage } from '../../lib/storage.ts';
import type { SlipPick } from './bet-slip-quote.ts';
import { SLIP_SLOT } from './bet-slip-slot.ts';

/** The money-draft name of one pick's send. */
export const pickDraftName = (id: string) => `slip:${id}`;

interface SavedSlip {
	picks: SlipPick[];
	stake: string;
}

const isPick = (p: unknown): p is SlipPick => {
	const x = p as SlipPick;
	const kind = x?.bet_type === 1 || (x?.bet_type === 2 && !x.each_way);
	return (
		!!x &&
		Number.isInteger(x.race_id) &&
		Number.isInteger(x.horse_id) &&
		kind &&
		typeof (x.each_way ?? false) === 'boolean'
	);
};

export function readSlip(storage: KeyValueStorage): SavedSlip {
	try {
		const saved = JSON.parse(storage.get(SLIP_SLOT) ?? 'null') as Partial<SavedSlip> | null;
		return {
			picks: Array.isArray(saved?.picks) ? saved.picks.filter(isPick) : [],
			stake: typeof saved?.stake === 'string' ? saved.stake : '',
		};
	} catch {
		// a damaged copy is dropped, as the money drafts drop one
		return { picks: [], stake: '' };
	}
}

export function writeSlip(storage: KeyValueStorage, slip: SavedSlip) {
	storage.set(SLIP_SLOT, slip.picks.length ? JSON.stringify(slip) : null);
}
