// Demo data for `npm start`: player `demo` / `demo-pass-2025` with a balance, a card and history.
// Seeding runs once; a second start finds the player and leaves everything as it is. On PostgreSQL several
// processes may start together, so the check and the seeding run under an advisory lock.
import type { Deps } from '../deps.ts';
import { seedClubDemo } from '../domain/sports/seed-demo.ts';
import { bindCard } from '../domain/wallet/bank-card.ts';
import { approveTopup, requestTopup } from '../domain/wallet/topups.ts';
import { payWithdrawal, requestWithdrawal } from '../domain/wallet/withdrawals.ts';
import { createPlayer } from '../operator/players.ts';
import { seedRacingDemo } from './demo.ts';

const DEMO_USER = { user_name: 'demo', password: 'demo-pass-2025', phone: '+85290000001' };

// any constant; every process that seeds takes the same one:
const SEED_LOCK = 7_310_002;

let inProcess: Promise<unknown> = Promise.resolve();

export function seedDemo(deps: Deps): Promise<boolean> {
	// PGlite has one connection (and one process per data dir): a transaction held open would block the seeding.
	const run = () =>
		deps.db.kind === 'pg'
			? deps.db.tx(async (lock) => {
					await lock.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
					return seedOnce(deps);
				})
			: seedOnce(deps);
	const next = inProcess.then(run, run);
	inProcess = next.catch(() => {});
	return next;
}

async function seedOnce(deps: Deps): Promise<boolean> {
	const exists = await deps.db.query('SELECT 1 FROM users WHERE user_name = $1', [DEMO_USER.user_name]);
	if (exists.rows.length) return false;
	const { user_id: id } = await createPlayer(deps, DEMO_USER.user_name, DEMO_USER.password, DEMO_USER.phone);
	const card = { holder_name: 'Demo Player', bank_name: 'Demo Bank', card_number: '4111111111111111' };
	await bindCard(deps.db, deps.secrets.cardKey, id, card, deps.clock.now());
	const first = await requestTopup(deps, id, 1_000_00, 'bank_transfer', 'demo-seed-topup-1');
	await approveTopup(deps, first.id, 'demo-seed');
	const second = await requestTopup(deps, id, 500_00, 'card', 'demo-seed-topup-2');
	await approveTopup(deps, second.id, 'demo-seed');
	// a bank transfer the operator has not seen arrive yet:
	await requestTopup(deps, id, 200_00, 'bank_transfer', 'demo-seed-topup-3');
	const paid = await requestWithdrawal(deps, id, 300_00, 'demo-seed-withdraw-1');
	await payWithdrawal(deps, paid.id, 'demo-seed');
	await requestWithdrawal(deps, id, 50_00, 'demo-seed-withdraw-2');
	await seedClubDemo(deps, id);
	await seedRacingDemo(deps, id);
	return true;
}
