// The Rules page's sections in reading order: each bet type's paragraph, then how bets are settled.
import type { BetMessageKey } from '../../../shared/bets/messages-en.ts';
import type { BetRuleKey } from './rules-en.ts';

export const betRuleSections: readonly { title: BetMessageKey | BetRuleKey; key: BetRuleKey }[] = [
	...(
		[
			'win',
			'place',
			'quinella',
			'quinellaBox',
			'exacta',
			'trifecta',
			'trifectaBox',
			'first4',
			'eachWay',
			'doubleWin',
			'doublePlace',
			'quinellaStandOut',
			'exactaStandOut',
			'trifectaStandOut',
			'first4StandOut',
		] as const
	).map((slug) => ({ title: `bet.type.${slug}` as const, key: `rules.bet.${slug}` as const })),
	{ title: 'rules.title.cost', key: 'rules.cost' },
	{ title: 'rules.title.placesPaid', key: 'rules.placesPaid' },
	{ title: 'rules.title.scratchings', key: 'rules.scratchings' },
	{ title: 'rules.title.deadHeats', key: 'rules.deadHeats' },
	{ title: 'rules.title.dividends', key: 'rules.dividends' },
];
