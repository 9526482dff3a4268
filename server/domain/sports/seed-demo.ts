// Demo data for sports, the shop and live chat: the board, the catalogue, some danmu, and for the
// demo player a settled sport order from yesterday, an open one, and a past purchase.
import type { Deps } from '../../deps.ts';
import { postDanmu } from '../live/danmu.ts';
import { seedCatalogue } from '../shop/catalogue.ts';
import { buy } from '../shop/shop.ts';
import { generateEvents } from './generate.ts';
import { placeSportOrder } from './orders.ts';
import { sportsTick } from './sports-clock.ts';

const DAY_MS = 86_400_000;
const CHAT = [
	['main', 'Welcome to Horse Club live!', '#FFD54F'],
	['main', 'Good luck everyone 🍀', '#FFFFFF'],
	['main', 'That grey looks strong today', '#4FC3F7'],
	['race-1', 'Number 3 for the win!', '#FF8A65'],
	['race-1', 'What a finish', '#FFFFFF'],
	['race-2', 'Rain on the track, watch the mudders', '#AED581'],
] as const;

interface Pick {
	event_id: number;
	market_id: number;
	selection_id: number;
	odds: number;
}

async function firstPick(deps: Deps, after: Date): Promise<Pick> {
	const { rows } = await deps.db.query<Pick>(
		`SELECT e.id AS event_id, m.id AS market_id, s.id AS selection_id, s.odds
		 FROM sport_events e JOIN sport_markets m ON m.event_id = e.id AND m.kind = 'match_result'
		 JOIN sport_selections s ON s.market_id = m.id AND s.code = 'home'
		 WHERE e.sport = 'football' AND e.starts_at > $1 ORDER BY e.starts_at LIMIT 1`,
		[after],
	);
	return rows[0]!;
}

export async function seedClubDemo(deps: Deps, userId: number) {
	const now = deps.clock.now();
	// yesterday's fixtures are generated as they were before kick-off, bet on, then resulted:
	const yesterday = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS);
	await generateEvents(deps.db, yesterday);
	const past = await firstPick(deps, yesterday);
	await placeSportOrder(
		deps.db,
		yesterday,
		userId,
		{ ...past, stake: 20_00, odds: past.odds / 100 },
		'demo-seed-sport-1',
	);
	await sportsTick(deps.db, now);
	const next = await firstPick(deps, now);
	await placeSportOrder(deps.db, now, userId, { ...next, stake: 10_00, odds: next.odds / 100 }, 'demo-seed-sport-2');
	await seedCatalogue(deps.db);
	const mug = await deps.db.query<{ id: number }>("SELECT id FROM shop_items WHERE code = 'mug'");
	await buy(deps.db, new Date(now.getTime() - 3_600_000), userId, mug.rows[0]!.id, 2, 'demo-seed-shop-1');
	for (const [stream_id, text, color] of CHAT) await postDanmu(deps.db, deps.clock, null, { stream_id, text, color });
}
