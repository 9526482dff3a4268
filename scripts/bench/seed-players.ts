// Players for load benchmarks, made straight on the database before the server starts: the first
// with the operator's create-player (so its password hash is the server's own kind and cost), the
// rest sharing that hash, and each given money through an approved top-up, as in the app.
import { randomUUID } from 'node:crypto';
import type { Config } from '../../server/config.ts';
import { devCodeSender, jsonLogger, systemClock } from '../../server/deps.ts';
import { loadSecrets } from '../../server/domain/secrets.ts';
import { newInviteCode } from '../../server/domain/users.ts';
import { approveTopup, requestTopup } from '../../server/domain/wallet/topups.ts';
import { openDatabase } from '../../server/open.ts';
import { runCommand } from '../../server/operator/commands.ts';

export interface SeededPlayer {
	name: string;
	userId: number;
}

export async function seedPlayers(
	config: Config,
	names: readonly string[],
	password: string,
	cents: number,
): Promise<SeededPlayer[]> {
	const opened = await openDatabase(config);
	try {
		const secrets = await loadSecrets(opened.db, config, false);
		const deps = { db: opened.db, clock: systemClock, config, sendCode: devCodeSender, logger: jsonLogger, secrets };
		const [first, ...rest] = names;
		const made = await runCommand(deps, 'bench', ['create-player', first ?? 'bench_0', password]);
		if (!made.ok) throw new Error(`create-player: ${JSON.stringify(made.output)}`);
		const players: SeededPlayer[] = [
			{ name: first ?? 'bench_0', userId: (made.output as { user_id: number }).user_id },
		];
		for (const name of rest) {
			const { rows } = await opened.db.query<{ id: number }>(
				`INSERT INTO users (user_name, phone, password_hash, invite_code, created_at)
				 SELECT $1, phone, password_hash, $2, now() FROM users WHERE id = $3 RETURNING id`,
				[name, newInviteCode(), players[0]!.userId],
			);
			players.push({ name, userId: rows[0]!.id });
		}
		for (const p of players) {
			const topup = await requestTopup(deps, p.userId, cents, 'bank_transfer', `seed-${randomUUID()}`);
			await approveTopup(deps, topup.id, 'bench');
		}
		return players;
	} finally {
		await opened.close();
	}
}
