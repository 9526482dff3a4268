// The Rules page's text, one paragraph per bet type and per settlement rule.
export const betRulesEn = {
	'rules.title.cost': 'Cost',
	'rules.title.placesPaid': 'Places paid',
	'rules.title.scratchings': 'Scratchings',
	'rules.title.deadHeats': 'Dead heats',
	'rules.title.dividends': 'Dividends',
	'rules.bet.win': 'Pick one or more runners. Each runner is one combination, and it wins if that runner finishes 1st.',
	'rules.bet.place':
		'Pick one or more runners. Each runner is one combination, and it wins if that runner finishes within the paid places (see Places paid).',
	'rules.bet.quinella':
		'Pick two or more runners. You win if two of them finish 1st and 2nd in either order. n runners make n(n−1)/2 combinations: {4,1} is 1, {4,1,5} is 3.',
	'rules.bet.quinellaBox':
		'Pick any number of runners; every pair of them is one combination, n(n−1)/2 in all (5 runners make 10). A pair wins if its two runners fill 1st and 2nd in either order.',
	'rules.bet.exacta':
		'Pick runners for 1st and for 2nd. You win if your 1st runner wins and your 2nd runner runs second. Combinations are every 1st/2nd pair of two different runners: {4,1} over {4,1,5,6,7} is 8.',
	'rules.bet.trifecta':
		'Pick runners for 1st, 2nd and 3rd. You win if they finish in exactly that order. Combinations are every ordered triple of three different runners from your three lists.',
	'rules.bet.trifectaBox':
		'Pick three or more runners. You win if any three of them fill 1st, 2nd and 3rd in any order. n runners make n(n−1)(n−2) combinations: 4 runners make 24.',
	'rules.bet.first4':
		'Pick runners for 1st, 2nd, 3rd and 4th. You win if they finish in exactly that order. Combinations are every ordered set of four different runners from your four lists.',
	'rules.bet.eachWay':
		'A win bet and a place bet of the same stake on each runner, so a $10 Each Way costs $20. The win half pays if the runner wins; the place half pays if it places.',
	'rules.bet.doubleWin':
		'Pick runners in two races. You win if one of your first-leg runners wins the first race and one of your second-leg runners wins the second. Combinations are leg 1 runners × leg 2 runners.',
	'rules.bet.doublePlace':
		'Pick runners in two races. You win if one of your runners places in each race. Combinations are leg 1 runners × leg 2 runners.',
	'rules.bet.quinellaStandOut':
		'Pick stand outs and others. You win if a stand out and an other fill 1st and 2nd in either order. Combinations are the different pairs of one stand out and one other: 1 with {3,6,8} is 3.',
	'rules.bet.exactaStandOut':
		'Pick stand outs and others. You win if a stand out wins and an other runs second. 1 stand out over 4 others is 4 combinations.',
	'rules.bet.trifectaStandOut':
		'Pick stand outs and others. You win if a stand out wins and two of the others fill 2nd and 3rd in any order. One stand out with m others makes m(m−1) combinations: 3 others make 6. The stand out must win; it is not a roving banker.',
	'rules.bet.first4StandOut':
		'Pick stand outs and others. You win if a stand out wins and three of the others fill 2nd to 4th in any order. One stand out with m others makes m(m−1)(m−2) combinations: 4 others make 24.',
	'rules.cost': 'Your cost is the number of combinations times your stake per combination.',
	'rules.placesPaid':
		'Races with 8 or more starters pay 3 places, races with 5 to 7 starters pay 2, and races with fewer than 5 have no place betting. The number is fixed by the field when betting opens and does not change after scratchings.',
	'rules.scratchings':
		'Every combination that includes a scratched runner is refunded; the rest of the bet stands. If a race is abandoned, every bet on it is refunded, including doubles with a leg in that race.',
	'rules.deadHeats':
		'When runners dead-heat, the dividend is divided by the number of runners tied, and the pool is shared between every winning combination. A win dividend is never less than $1.00.',
	'rules.dividends':
		'All bets are pari-mutuel: the pool, less commission, is shared by the winning bets and dividends are declared per $1, to the nearest cent. Prices shown before the race are approximate: they move with every bet, and the dividend declared at the result is what is paid. If no one backed the winning combination, the pool jackpots to the same bet type in the next race at that venue.',
} as const;

export type BetRuleKey = keyof typeof betRulesEn;
