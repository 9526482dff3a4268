// Racing knobs from the environment; tests put a `racing` object on the config instead.
import type { BetLimits } from '../../../shared/bets/validate.ts';
import type { Config } from '../../config.ts';
import { ConfigError, num as envNumber } from '../../env-number.ts';
import type { SettingName } from '../../settings.ts';

export interface RacingSettings {
	limits: BetLimits;
	/** seconds between a race's start (betting closes) and its result. */
	resultDelaySeconds: number;
	/** seconds between simulator ticks in a running server; 0 turns the timer off. */
	tickSeconds: number;
	/** generate demo meetings for yesterday, today and tomorrow on every tick: in demo mode only, where the simulator is the race data provider. */
	generate: boolean;
	/** a simulated crowd bets every generated race's pools from house-funded accounts: demo generation only. */
	crowd?: boolean;
	/** cents the house seeds each generated race's Win pool and Place pool with; 0 seeds nothing. */
	poolSeedCents: number;
	/** the least time between the starts of two batches of bets (see group-commit.ts). */
	betBatchGapMs: number;
}

function num(env: NodeJS.ProcessEnv, name: SettingName): number {
	const n = envNumber(env, name);
	if (n < 0) throw new ConfigError(name, `must not be negative, not ${env[name]}`);
	return n;
}

const cents = (env: NodeJS.ProcessEnv, name: SettingName) => Math.round(num(env, name) * 100);

export function loadRacingSettings(demo: boolean, env: NodeJS.ProcessEnv = process.env): RacingSettings {
	return {
		limits: {
			minStakeCents: cents(env, 'BET_MIN_STAKE'),
			maxStakeCents: cents(env, 'BET_MAX_STAKE'),
			maxTotalCents: cents(env, 'BET_MAX_TOTAL'),
		},
		resultDelaySeconds: num(env, 'RESULT_DELAY_SECONDS'),
		tickSeconds: num(env, 'SIM_TICK_SECONDS'),
		generate: demo && env.RACE_GENERATOR !== '0',
		crowd: demo && env.RACE_GENERATOR !== '0' && env.DEMO_CROWD !== '0',
		poolSeedCents: cents(env, 'POOL_SEED'),
		betBatchGapMs: num(env, 'BET_BATCH_GAP_MS'),
	};
}

const fromEnv = new Map<boolean, RacingSettings>();

export function racingSettings(config: Config): RacingSettings {
	const own = (config as Config & { racing?: RacingSettings }).racing;
	if (own) return own;
	const known = fromEnv.get(config.demo);
	if (known) return known;
	const settings = loadRacingSettings(config.demo);
	fromEnv.set(config.demo, settings);
	return settings;
}
