// Configuration from the environment; tests pass overrides instead.
import {
	type BankTransferConfig,
	bankFrom,
	type PaymentsConfig,
	paymentsFrom,
	type SmsConfig,
	smsFrom,
} from './config-providers.ts';
import { num } from './env-number.ts';

export interface Config {
	port: number;
	host: string;
	dataDir: string;
	databaseUrl: string | undefined;
	jwtSecret: string | undefined;
	timeZone: string;
	demo: boolean;
	/** scrypt cost; 2^17 in production, lowered only by tests. */
	scryptN: number;
	accessTokenSeconds: number;
	refreshTokenDays: number;
	codeMinutes: number;
	codeAttempts: number;
	limits: { topupMin: number; topupMax: number; withdrawMin: number; withdrawMax: number };
	/** cents paid to an inviter when an invitee's first top-up is approved. */
	referralReward: number;
	exchangeRate: number;
	rateLimits: { signin: number; register: number; sendCode: number; windowSeconds: number };
	bodyLimitBytes: number;
	distDir: string;
	/** The HTTP SMS gateway; null means none (allowed only in demo mode, where codes are logged). */
	sms: SmsConfig | null;
	payments: PaymentsConfig;
	/** The operator's account players transfer to; null means bank transfer is not offered. */
	bankTransfer: BankTransferConfig | null;
}

const cents = (value: string | undefined, fallback: number) => Math.round(num(value, fallback) * 100);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
	const demo = env.DEMO === '1';
	return {
		port: num(env.PORT, 8080),
		host: env.HOST || '127.0.0.1',
		dataDir: env.DATA_DIR || './data',
		databaseUrl: env.DATABASE_URL || undefined,
		jwtSecret: env.JWT_SECRET || undefined,
		timeZone: env.TZ || 'UTC',
		demo,
		scryptN: 2 ** 17,
		accessTokenSeconds: num(env.ACCESS_TOKEN_SECONDS, 600),
		refreshTokenDays: num(env.REFRESH_TOKEN_DAYS, 30),
		codeMinutes: 10,
		codeAttempts: 5,
		limits: {
			topupMin: cents(env.TOPUP_MIN, 10),
			topupMax: cents(env.TOPUP_MAX, 100_000),
			withdrawMin: cents(env.WITHDRAW_MIN, 10),
			withdrawMax: cents(env.WITHDRAW_MAX, 50_000),
		},
		referralReward: cents(env.REFERRAL_REWARD, 20),
		exchangeRate: num(env.EXCHANGE_RATE, 1),
		rateLimits: {
			signin: num(env.RATE_LIMIT_SIGNIN, 10),
			register: num(env.RATE_LIMIT_REGISTER, 10),
			sendCode: num(env.RATE_LIMIT_SEND_CODE, 5),
			windowSeconds: 900,
		},
		bodyLimitBytes: 64 * 1024,
		distDir: env.DIST_DIR || './dist',
		sms: smsFrom(env),
		payments: paymentsFrom(env, demo),
		bankTransfer: bankFrom(env, demo),
		...overrides,
	};
}
