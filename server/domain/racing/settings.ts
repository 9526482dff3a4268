// Racing knobs from the environment; tests put a `racing` object on the config instead.
import { type BetLimits, DEFAULT_LIMITS } from '../../../shared/bets/validate.ts';
import type { Config } from '../../config.ts';

export interface RacingSettings {
	limits: BetLimits;
	/** seconds between a race's start (betting closes) and its result. */
	resultDelaySeconds: number;
	/** seconds between simulator ticks in a running server; 0 turns the timer off. */
	tickSeconds: number;
	/** generate demo meetings for yesterday, today and tomorrow on every tick. */
	generate: boolean;
	/** cents the house seeds each generated race's Win pool and Place pool with; 0 seeds nothing. */
	poolSeedCents: number;
	/** the least time between the starts of two batches of bets (see group-commit.ts). */
	betBatchGapMs: number;
}

function num(value: string | undefined, fallback: number): number {
	if (value === undefined || value === '') return fallback;
	const n = Number(value);
	if (!Number.isFinite(n) || n < 0) throw new Error(`invalid racing setting: ${value}`);
	return n;
}

const cents = (value: string | undefined, fallbackCents: number) =>
	value === undefined || value === '' ? fallbackCents : Math.round(num(value, 0) * 100);

function loadRacingSettings(env: NodeJS.ProcessEnv = process.env): RacingSettings {
	return {
		limits: {
			minStakeCents: cents(env.BET_MIN_STAKE, DEFAULT_LIMITS.minStakeCents),
			maxStakeCents: cents(env.BET_MAX_STAKE, DEFAULT_LIMITS.maxStakeCents),
			maxTotalCents: cents(env.BET_MAX_TOTAL, DEFAULT_LIMITS.maxTotalCents),
		},
		resultDelaySeconds: num(env.RESULT_DELAY_SECONDS, 120),
		tickSeconds: num(env.SIM_TICK_SECONDS, 15),
		generate: env.RACE_GENERATOR !== '0',
		poolSeedCents: cents(env.POOL_SEED, 300_00),
		betBatchGapMs: num(env.BET_BATCH_GAP_MS, 10),
	};
}

let fromEnv: RacingSettings | undefined;

export function racingSettings(config: Config): RacingSettings {
	const own = (config as Config & { racing?: RacingSettings }).racing;
	if (own) return own;
	fromEnv ??= loadRacingSettings();
	return fromEnv;
}
