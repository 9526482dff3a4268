// What an order card says about the bet: its race (venue, race number, time) and its runners by name, leg by leg
// and position by position, as the server names them (numbers alone from a server that does not).
import { betTypeByIndex } from '../../../shared/bets/bet-types.ts';
import { betMessagesEn } from '../../../shared/bets/messages-en.ts';
import type { OrderView, PickedRunner } from '../../../shared/bets/order-view.ts';
import { t } from '../../i18n/index.ts';
import { formatTime } from '../../lib/format.ts';

// bet names come from the bet area when it is registered, else from the bundled English set:
export function betText(key: string): string {
	const text = t(key);
	return text !== key ? text : ((betMessagesEn as Record<string, string>)[key] ?? key);
}

const runnerText = (id: number, named: readonly PickedRunner[] = []) => {
	const r = named.find((x) => x.horse_id === id);
	if (!r) return String(id);
	return r.scratched ? `${id} ${r.name} (${t('orders.scratched')})` : `${id} ${r.name}`;
};

/** 'Happy Valley R3 19:15', each leg, for the card's subtitle. */
export const raceText = (o: OrderView) =>
	o.legs
		.map((l) => {
			const race = t('orders.race', { meeting: l.meetings, no: l.raceNo });
			return l.start_time ? `${race} ${formatTime(new Date(l.start_time))}` : race;
		})
		.join(' / ');

/** One line per position the bet type reads (1st, 2nd..., stand outs, the second leg), runners by name. */
export function pickLines(o: OrderView) {
	return (betTypeByIndex(o.bet_type)?.selections ?? []).map((s) => {
		const leg = o.legs[s.field === 'horse2' ? 1 : 0];
		return {
			label: betText(s.key),
			value: (o.selections[s.field] ?? []).map((id) => runnerText(id, leg?.runners)).join(', '),
		};
	});
}
