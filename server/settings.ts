// Every environment variable the server reads: its default and what it sets. The readers in config*.ts and
// domain/racing/settings.ts take their defaults from here, and docs/operations.md's settings table is written from
// it (`npm run docs:settings`), so the doc cannot say one thing and the server do another.

export interface Setting {
	/** The default the reader uses; null where there is none (unset means off) or it is worked out at start. */
	default: number | string | null;
	/** The default as the table shows it, where the value alone would not say it. */
	shown?: string;
	about: string;
}

const unset = { default: null } as const;

export const SETTINGS = {
	PORT: { default: 8080, about: 'where the app and the API listen (the image: 0.0.0.0 on 8080)' },
	HOST: { default: '127.0.0.1', about: 'the address to listen on' },
	DATA_DIR: {
		default: './data',
		about:
			'the embedded database (`pglite/`), `server.lock`, `server.json`, `operator-token`, `card-key` when generated',
	},
	DIST_DIR: { default: './dist', about: 'the built app and back office, served under `/app/` and `/office/`' },
	DATABASE_URL: { ...unset, about: 'PostgreSQL instead of the embedded database; several processes may share it' },
	PGHOST: {
		...unset,
		about:
			'PostgreSQL given in parts (with `PGPORT`, `PGUSER`, `PGPASSWORD`, `PGDATABASE`) when `DATABASE_URL` is unset: a password needs no URL escaping',
	},
	PGPORT: { default: 5432, about: 'with `PGHOST`' },
	PGUSER: { default: 'postgres', about: 'with `PGHOST`' },
	PGPASSWORD: { ...unset, about: 'with `PGHOST`; any characters' },
	PGDATABASE: { ...unset, shown: '`PGUSER`', about: 'with `PGHOST`' },
	DEMO: {
		...unset,
		shown: 'unset (`npm start`: 1)',
		about: 'demo player, demo races, demo checkout, codes in the log; refused by `npm run serve`',
	},
	JWT_SECRET: {
		...unset,
		shown: 'generated, kept in the database',
		about: "the access tokens' key; `npm run serve` requires 32 bytes or more that do not look made up",
	},
	CARD_KEY: {
		...unset,
		about:
			'the card-encryption key, 32 bytes in base64; required with `DATABASE_URL` outside the demo and by `npm run serve`; else `DATA_DIR/card-key` is made',
	},
	CARD_KEY_FILE: { ...unset, about: 'a file holding `CARD_KEY` instead' },
	CARD_KEY_PREVIOUS: { ...unset, about: 'the key being rotated away from ("The card key")' },
	TRUST_PROXY: {
		default: '0',
		about:
			'proxies in front whose `X-Forwarded-For` and `X-Request-Id` are believed: a hop count, or their addresses/CIDRs',
	},
	RACING_TZ: {
		...unset,
		shown: '`TZ`, else UTC',
		about: "the racing day's zone (the server's Today) and of statement dates when the app sends none",
	},
	TZ: { ...unset, shown: 'UTC', about: 'the zone `RACING_TZ` falls back to' },
	DB_STATEMENT_TIMEOUT_MS: { default: 10_000, about: 'longest statement (PostgreSQL)' },
	DB_CONNECT_TIMEOUT_MS: { default: 5_000, about: 'longest wait for a database connection' },
	DB_POOL_MAX: { default: 10, about: 'connections per process (PostgreSQL)' },
	READY_TIMEOUT_MS: { default: 2_000, about: 'how long `/readyz` waits for the database' },
	HTTP_HEADERS_TIMEOUT_MS: { default: 10_000, about: "a client must have sent its request's headers by then" },
	HTTP_REQUEST_TIMEOUT_MS: { default: 30_000, about: '... and its whole request (live streams are exempt)' },
	HTTP_KEEP_ALIVE_TIMEOUT_MS: {
		default: 75_000,
		about:
			"an idle keep-alive connection closes: longer than the app's minute between beats, so a phone's polls ride one connection, not a new TCP and TLS handshake each (keep the proxy's idle timeout shorter)",
	},
	HTTP_IDLE_TIMEOUT_MS: {
		default: 90_000,
		about: 'a socket with nothing read or written closes (live streams ping); longer than the keep-alive above',
	},
	HTTP_MAX_CONNECTIONS_PER_ADDRESS: {
		default: 256,
		about:
			"open connections one address may hold (0: no cap); at the cap a newcomer takes the place of the connection idle the longest, else the slowest body, else the oldest reply past the request timeout, so stalled sockets never shut the address's players out; behind a proxy every connection comes from it",
	},
	SHUTDOWN_TIMEOUT_SECONDS: { default: 20, about: 'longest drain' },
	METRICS_TOKEN: {
		...unset,
		about: '`/metrics` on the main port, for `Authorization: Bearer <token>` (16+ characters)',
	},
	METRICS_PORT: { ...unset, about: '`/metrics` on a port of its own (the token too when set)' },
	RETENTION_SESSIONS_DAYS: {
		default: 30,
		about: 'ended sessions, expired refresh tokens, ended staff sessions and failed sign-ins kept this long',
	},
	RETENTION_DANMU_DAYS: { default: 7, about: 'live comments' },
	RETENTION_CHECKOUTS_DAYS: { default: 30, about: 'demo checkouts once delivered' },
	RETENTION_VERIFICATIONS_DAYS: { default: 1, about: 'SMS codes after expiry' },
	HASH_THREADS: {
		...unset,
		shown: 'the cores, at most 4',
		about: 'password-hashing threads (never more than the cores)',
	},
	HASH_QUEUE: { default: 200, about: 'hashes that may wait, shared fairly by address' },
	ACCESS_TOKEN_SECONDS: { default: 600, about: 'access token lifetime' },
	REFRESH_TOKEN_DAYS: { default: 30, about: 'refresh token lifetime' },
	REFRESH_GRACE_SECONDS: { default: 30, about: 'how long a just-rotated refresh token still gets its successor' },
	RATE_LIMIT_SIGNIN: { default: 20, about: 'failed sign-ins per address per 15 minutes' },
	RATE_LIMIT_REGISTER: { default: 10, about: 'registrations per address per 15 minutes' },
	RATE_LIMIT_SEND_CODE: { default: 5, about: 'codes per phone and per address per 15 minutes' },
	RATE_LIMIT_CHANGE_PASSWORD: { default: 5, about: 'password changes per player per 15 minutes, right or wrong' },
	RATE_LIMIT_CLIENT_ERRORS: { default: 30, about: "the app's error reports per address per 15 minutes" },
	SIGNIN_FREE_FAILURES: { default: 10, about: 'failed sign-ins on a name from anywhere before delays' },
	SIGNIN_MAX_DELAY_SECONDS: { default: 300, about: '... and the longest delay' },
	SIGNIN_ADDRESS_FREE_FAILURES: { default: 5, about: 'the same for a name from one address' },
	SIGNIN_ADDRESS_MAX_DELAY_SECONDS: { default: 600, about: '... and its longest delay' },
	TOPUP_MIN: { default: 10, about: 'dollars' },
	TOPUP_MAX: { default: 100_000, about: 'dollars' },
	WITHDRAW_MIN: { default: 10, about: 'dollars' },
	WITHDRAW_MAX: { default: 50_000, about: 'dollars' },
	REFERRAL_REWARD: { default: 20, about: "dollars paid to an inviter on an invitee's first approved top-up" },
	EXCHANGE_RATE: { default: 1, about: '`/api/taxrate/tax-rate`' },
	SMS_API_URL: { ...unset, about: 'the SMS gateway (`server/README.md`, "Providers"); required outside demo mode' },
	SMS_API_KEY: { ...unset, about: "the gateway's key" },
	SMS_SENDER_ID: { default: 'HorseClub', about: 'the sender shown on the phone' },
	SMS_TIMEOUT_MS: { default: 10_000, about: 'longest wait for the gateway' },
	PAYMENT_PROVIDER: {
		...unset,
		shown: '`demo` with `DEMO=1`, else unset',
		about: '`http` (a real provider), `demo` (demo mode only); unset: no card or e-wallet',
	},
	PAYMENT_API_URL: { ...unset, about: "the provider's API base (`http`)" },
	PAYMENT_API_KEY: { ...unset, about: "the provider's key (`http`)" },
	PAYMENT_WEBHOOK_SECRET: { ...unset, about: 'shared with the provider, 16+ characters (`http`); demo derives one' },
	PUBLIC_URL: { ...unset, about: 'where players come back to, e.g. `https://club.example` (`http`)' },
	PAYMENT_CURRENCY: { default: 'USD', about: 'the currency checkouts are made in' },
	PAYMENT_CHECKOUT_MINUTES: { default: 30, about: 'how long a checkout stays open' },
	PAYMENT_TIMEOUT_MS: { default: 10_000, about: 'longest wait for the provider' },
	BANK_NAME: { ...unset, shown: 'unset (demo: a made-up account)', about: 'the bank players transfer to' },
	BANK_ACCOUNT_NAME: { ...unset, about: "the account's name" },
	BANK_ACCOUNT_NUMBER: { ...unset, about: "the account's number; unset: no bank transfer" },
	BANK_CODE: { ...unset, about: "the bank's code, where the country uses one" },
	RACE_FEED_URL: {
		...unset,
		about:
			'the race data provider polled for cards and results (docs/race-feed.md); outside demo mode races come only from it, a feed file or staff',
	},
	RACE_FEED_KEY: { ...unset, about: "the provider's key" },
	RACE_FEED_NAME: { default: 'feed', about: 'the name races from it are recorded under' },
	RACE_FEED_SECONDS: { default: 30, about: 'seconds between polls, at least 5' },
	RACE_FEED_TIMEOUT_MS: { default: 10_000, about: 'longest wait for the provider' },
	RESULT_DELAY_SECONDS: { default: 120, about: "seconds from a race's start to its result" },
	SIM_TICK_SECONDS: { default: 15, about: "seconds between the race clock's ticks; 0 turns it off (settle by hand)" },
	RACE_GENERATOR: {
		default: '1',
		about: 'demo mode only: 0 stops generating demo cards; outside demo mode nothing is generated',
	},
	DEMO_CROWD: {
		default: '1',
		about: "demo mode only: 0 stops the simulated crowd betting in every race's pools",
	},
	POOL_SEED: { default: 300, about: "dollars the house seeds each carded race's Win and Place pools with (0: none)" },
	BET_MIN_STAKE: { default: 0.5, about: 'dollars per combination' },
	BET_MAX_STAKE: { default: 10_000, about: 'dollars per combination' },
	BET_MAX_TOTAL: { default: 100_000, about: 'dollars per bet' },
	BET_BATCH_GAP_MS: { default: 10, about: 'the least time between the starts of two batches of bets (0: at once)' },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
