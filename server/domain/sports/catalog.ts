// What the sports book offers: sports, leagues, teams, daily fixtures and their odds, all derived
// from a seed per fixture so every process (and every rerun) generates the same events.

export const SPORTS = ['football', 'basketball', 'tennis'] as const;
export type Sport = (typeof SPORTS)[number];

interface SportPlan {
	league: string;
	teams: string[];
	/** UTC hours of the day's fixtures. */
	hours: number[];
	draw: boolean;
	handicaps: number[];
	totals: number[];
	score(rand: () => number, homeEdge: number): [number, number];
}

const goals = (rand: () => number, mean: number) => {
	// Poisson by inversion is plenty for 0-6 goals:
	let k = 0;
	let p = Math.exp(-mean);
	let s = p;
	const u = rand();
	while (u > s && k < 9) {
		p *= mean / ++k;
		s += p;
	}
	return k;
};

export const PLANS: Record<Sport, SportPlan> = {
	football: {
		league: 'Premier Cup',
		teams: ['Red Lions', 'Blue Harbour', 'North Rovers', 'City Athletic', 'River Plate XI', 'Harbour United'],
		hours: [12, 14, 16, 18, 20, 22],
		draw: true,
		handicaps: [-1.5, -1, -0.5, 0.5, 1],
		totals: [2.5, 2.5, 3.5],
		score: (rand, edge) => [goals(rand, 1.3 + edge), goals(rand, 1.3 - edge)],
	},
	basketball: {
		league: 'Pacific League',
		teams: ['Kowloon Tigers', 'Island Sharks', 'Peak Eagles', 'Bay Dragons', 'Jade Warriors', 'Metro Stars'],
		hours: [13, 17, 21, 23],
		draw: false,
		handicaps: [-5.5, -3.5, 2.5, 4.5],
		totals: [195.5, 201.5, 207.5],
		score(rand, edge) {
			const home = 90 + Math.floor(rand() * 25 + edge * 10);
			let away = 90 + Math.floor(rand() * 25 - edge * 10);
			// no draws in basketball: overtime settles it
			if (away === home) away += rand() < 0.5 ? 3 : -3;
			return [home, away];
		},
	},
	tennis: {
		league: 'Open Series',
		teams: ['A. Novak', 'R. Ferrer', 'S. Williams', 'I. Sato', 'M. Costa', 'L. Brandt'],
		hours: [10, 12, 15, 19],
		draw: false,
		handicaps: [-1.5, 1.5],
		totals: [2.5],
		// best of three sets:
		score: (rand, edge) => (rand() < 0.5 + edge / 2 ? [2, rand() < 0.5 ? 0 : 1] : [rand() < 0.5 ? 0 : 1, 2]),
	},
};

/** How long after the start a fixture has its result. */
export const EVENT_MS = 2 * 3_600_000;

/** A small, seedable PRNG (mulberry32) over a string seed. */
export function seeded(seed: string): () => number {
	let h = 1_779_033_703;
	for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3_432_918_353);
	let a = h >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = Math.imul(a ^ (a >>> 15), 1 | a);
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
	};
}

export interface Fixture {
	genKey: string;
	sport: Sport;
	league: string;
	home: string;
	away: string;
	startsAt: Date;
	/** -0.3..0.3: how much stronger the home side is. */
	edge: number;
}

export function fixturesOfDay(day: string): Fixture[] {
	return SPORTS.flatMap((sport) => {
		const plan = PLANS[sport];
		return plan.hours.map((hour, slot) => {
			const genKey = `${sport}:${day}:${slot}`;
			const rand = seeded(genKey);
			const home = Math.floor(rand() * plan.teams.length);
			const away = (home + 1 + Math.floor(rand() * (plan.teams.length - 1))) % plan.teams.length;
			const startsAt = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
			return {
				genKey,
				sport,
				league: plan.league,
				home: plan.teams[home]!,
				away: plan.teams[away]!,
				startsAt,
				edge: rand() * 0.6 - 0.3,
			};
		});
	});
}

/** The final score of a fixture: the same every time it is asked. */
export function finalScore(f: Pick<Fixture, 'genKey' | 'sport' | 'edge'>): [number, number] {
	return PLANS[f.sport].score(seeded(`${f.genKey}:result`), f.edge);
}
