// What the slip says to a screen reader as it changes: each pick added or taken off, by name, and picks whose race
// closed.
// The region is on the page before its first text, so even the first addition is heard.
import { t } from '../../i18n/index.ts';
import type { SlipNews as News } from '../../state/slip/bet-slip-model.ts';
import type { SlipPick } from '../../state/slip/bet-slip-quote.ts';

export const KIND = { 1: 'bet.slip.win', 2: 'bet.slip.place' } as const;

/** 'Win on 3 Silver Arrow': what the player tapped, as the card's button named it. */
export const pickName = (p: SlipPick) =>
	t('bet.slip.pickName', { type: t(KIND[p.bet_type]), no: p.horse_id, name: p.name });

function newsText(news: News | null): string {
	if (!news) return '';
	const bets = news.picks.map(pickName).join(', ');
	const first = news.picks[0];
	if (news.kind !== 'closed') return t(`bet.slip.${news.kind}`, { bet: bets, n: news.count });
	return t('bet.slip.closed', { meeting: first?.meetings ?? '', no: first?.raceNo ?? '', bet: bets, n: news.count });
}

export function SlipNews({ news }: { news: News | null }) {
	return (
		<p class="sr-only" role="status">
			{newsText(news)}
		</p>
	);
}
