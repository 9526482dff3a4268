// Configuration from the environment; tests pass overrides instead.

import { availableParallelism } from 'node:os';
import { type OpsConfig, opsFrom } from './config-ops.ts';
import {
	type BankTransferConfig,
	bankFrom,
	type PaymentsConfig,
	paymentsFrom,
	type SmsConfig,
	smsFrom,
} from './config-providers.ts';
import { type RaceFeedSettings, raceFeedFrom } from './config-race-feed.ts';
import { ConfigError, flag, num, whole } from './env-number.ts';
import { parseTrustProxy, type TrustProxy } from './http/trusted-proxies.ts';
import type { SettingName } from './settings.ts';

export interface Config {
	port: number;
	host: string;
	dataDir: string;
	databaseUrl: string | undefined;
	jwtSecret: string | undefined;
	/** IANA zone of race days: RACING_TZ, else TZ, else UTC. */
	timeZone: string;
	demo: boolean;
	/** Password hashing: threads of its own (at most the cores) and how many hashes may wait before 503. */
	hashing: { threads: number; queueLimit: number };
	accessTokenSeconds: number;
	refreshTokenDays: number;
	/** How long a just-rotated refresh token still gets the same successor (tabs racing, lost replies). */
	refreshGraceSeconds: number;
	/** Proxies whose X-Forwarded-For entries are believed: a hop count, or their addresses/CIDRs (0: none). */
	trustProxy: TrustProxy;
	codeMinutes: number;
	codeAttempts: number;
	limits: { topupMin: number; topupMax: number; withdrawMin: number; withdrawMax: number };
	/** cents paid to an inviter when an invitee's first top-up is approved. */
	referralReward: number;
	exchangeRate: number;
	/** `signin` counts failed sign-ins per address; `changePassword` every attempt per player. */
	rateLimits: {
		signin: number;
		register: number;
		sendCode: number;
		changePassword: number;
		/** Client error reports per address per window; 30 when unset. */
		clientErrors?: number;
		windowSeconds: number;
	};
	/** Failed sign-ins a name gets without delay, and the longest delay after more. */
	signinDelay: { free: number; maxSeconds: number };
	/** The same for a name from one address: fewer free tries, longer delays (the player elsewhere is not slowed). */
	signinPairDelay: { free: number; maxSeconds: number };
	bodyLimitBytes: number;
	distDir: string;
	/** The HTTP SMS gateway; null means none (allowed only in demo mode, where codes are logged). */
	sms: SmsConfig | null;
	/** The race data provider polled for cards and results; null: races come from the simulator (demo) or the CLI. */
	raceFeed: RaceFeedSettings | null;
	payments: PaymentsConfig;
	/** The operator's account players transfer to; null means bank transfer is not offered. */
	bankTransfer: BankTransferConfig | null;
	/** Timeouts, limits, shutdown, metrics, retention and the card key (server/config-ops.ts). */
	ops: OpsConfig;
}

/** The zone itself, or a clear start-up error for a name Intl does not know. */
function timeZoneOf(env: NodeJS.ProcessEnv): string {
	const variable = env.RACING_TZ ? 'RACING_TZ' : 'TZ';
	const name = env.RACING_TZ || env.TZ || 'UTC';
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: name });
		return name;
	} catch {
		throw new ConfigError(
			variable,
			`names an invalid time zone in configuration: ${name} (use an IANA name such as Asia/Hong_Kong)`,
		);
	}
}

const cents = (env: NodeJS.ProcessEnv, name: SettingName) => Math.round(num(env, name) * 100);

const cores = availableParallelism();

/** PostgreSQL given in parts, as PostgreSQL's own tools take them: each part escaped, so a password may hold anything. */
export function databaseUrlFromParts(env: NodeJS.ProcessEnv): string | undefined {
	if (!env.PGHOST) return undefined;
	const user = env.PGUSER || 'postgres';
	const password = env.PGPASSWORD ? `:${encodeURIComponent(env.PGPASSWORD)}` : '';
	const host = env.PGHOST.includes(':') ? `[${env.PGHOST}]` : env.PGHOST;
	const port = whole(env, 'PGPORT', 1, 65_535);
	return `postgres://${encodeURIComponent(user)}${password}@${host}:${port}/${encodeURIComponent(env.PGDATABASE || user)}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
	const demo = flag(env, 'DEMO', false);
	return {
		port: whole(env, 'PORT', 0, 65_535),
		host: env.HOST || '127.0.0.1',
		dataDir: env.DATA_DIR || './data',
		databaseUrl: env.DATABASE_URL || databaseUrlFromParts(env),
		jwtSecret: env.JWT_SECRET || undefined,
		timeZone: timeZoneOf(env),
		demo,
		hashing: {
			threads: Math.max(1, whole(env, 'HASH_THREADS', 0, cores, Math.min(4, cores))),
			queueLimit: whole(env, 'HASH_QUEUE'),
		},
		accessTokenSeconds: num(env, 'ACCESS_TOKEN_SECONDS'),
		refreshTokenDays: num(env, 'REFRESH_TOKEN_DAYS'),
		refreshGraceSeconds: num(env, 'REFRESH_GRACE_SECONDS'),
		trustProxy: parseTrustProxy(env.TRUST_PROXY),
		codeMinutes: 10,
		codeAttempts: 5,
		limits: {
			topupMin: cents(env, 'TOPUP_MIN'),
			topupMax: cents(env, 'TOPUP_MAX'),
			withdrawMin: cents(env, 'WITHDRAW_MIN'),
			withdrawMax: cents(env, 'WITHDRAW_MAX'),
		},
		referralReward: cents(env, 'REFERRAL_REWARD'),
		exchangeRate: num(env, 'EXCHANGE_RATE'),
		rateLimits: {
			signin: num(env, 'RATE_LIMIT_SIGNIN'),
			register: num(env, 'RATE_LIMIT_REGISTER'),
			sendCode: num(env, 'RATE_LIMIT_SEND_CODE'),
			changePassword: num(env, 'RATE_LIMIT_CHANGE_PASSWORD'),
			clientErrors: num(env, 'RATE_LIMIT_CLIENT_ERRORS'),
			windowSeconds: 900,
		},
		signinDelay: {
			free: whole(env, 'SIGNIN_FREE_FAILURES'),
			maxSeconds: num(env, 'SIGNIN_MAX_DELAY_SECONDS'),
		},
		signinPairDelay: {
			free: whole(env, 'SIGNIN_ADDRESS_FREE_FAILURES'),
			maxSeconds: num(env, 'SIGNIN_ADDRESS_MAX_DELAY_SECONDS'),
		},
		bodyLimitBytes: 64 * 1024,
		distDir: env.DIST_DIR || './dist',
		sms: smsFrom(env),
		raceFeed: raceFeedFrom(env),
		payments: paymentsFrom(env, demo),
		bankTransfer: bankFrom(env, demo),
		ops: opsFrom(env),
		...overrides,
	};
}
