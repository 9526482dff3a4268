// Configuration from the environment; tests pass overrides instead.
export interface Config {
	port: number;
	host: string;
	dataDir: string;
	databaseUrl: string | undefined;
	jwtSecret: string | undefined;
	/** IANA zone of race days: RACING_TZ, else TZ, else UTC. */
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
}

function num(value: string | undefined, fallback: number): number {
	if (value === undefined || value === '') return fallback;
	const n = Number(value);
	if (!Number.isFinite(n)) throw new Error(`invalid number in configuration: ${value}`);
	return n;
}

/** The zone itself, or a clear start-up error for a name Intl does not know. */
export function timeZoneOf(name: string): string {
	try {
		new Intl.DateTimeFormat('en-US', { timeZone: name });
		return name;
	} catch {
		throw new Error(`invalid time zone in configuration: ${name} (an IANA name such as Asia/Hong_Kong)`);
	}
}

const cents = (value: string | undefined, fallback: number) => Math.round(num(value, fallback) * 100);

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
	return {
		port: num(env.PORT, 8080),
		host: env.HOST || '127.0.0.1',
		dataDir: env.DATA_DIR || './data',
		databaseUrl: env.DATABASE_URL || undefined,
		jwtSecret: env.JWT_SECRET || undefined,
		timeZone: timeZoneOf(env.RACING_TZ || env.TZ || 'UTC'),
		demo: env.DEMO === '1',
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
		...overrides,
	};
}
