// Operations settings from the environment: database timeouts, HTTP limits, shutdown, metrics,
// retention and where the card key lives. Every default is safe for a single small server.
import { ConfigError, whole } from './env-number.ts';

type Env = NodeJS.ProcessEnv;

export interface OpsConfig {
	db: {
		/** the longest one statement may run (PostgreSQL's statement_timeout; the client gives up a second later). */
		statementTimeoutMs: number;
		/** the longest a request waits for a database connection. */
		connectTimeoutMs: number;
		poolMax: number;
		/** how long /readyz waits for the database before it answers 503. */
		readyTimeoutMs: number;
	};
	http: {
		headersTimeoutMs: number;
		requestTimeoutMs: number;
		keepAliveTimeoutMs: number;
		/** a socket with nothing read or written this long is closed (live streams ping every 15 s). */
		idleTimeoutMs: number;
		/** open connections one address may hold; 0 lifts the cap. */
		maxConnectionsPerAddress: number;
	};
	/** the longest a drain may take before the last connections are cut. */
	shutdownTimeoutMs: number;
	metrics: { token: string | undefined; port: number | undefined };
	/** days each kind of row is kept after it stops mattering (docs/operations.md, "Retention"). */
	retention: { sessionsDays: number; danmuDays: number; checkoutsDays: number; verificationsDays: number };
	/** the card-encryption key: given as base64, or a file holding it; neither means DATA_DIR/card-key. */
	cardKey: { base64: string | undefined; file: string | undefined; previousBase64: string | undefined };
}

export function opsFrom(env: Env): OpsConfig {
	const metricsToken = env.METRICS_TOKEN || undefined;
	if (metricsToken !== undefined && metricsToken.length < 16)
		throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters');
	const metricsPort = env.METRICS_PORT ? whole(env, 'METRICS_PORT', 0, 65_535, 0) : undefined;
	const headersTimeoutMs = whole(env, 'HTTP_HEADERS_TIMEOUT_MS', 100);
	const requestTimeoutMs = whole(env, 'HTTP_REQUEST_TIMEOUT_MS', 100);
	// Node refuses a header timeout longer than the whole request's:
	if (headersTimeoutMs > requestTimeoutMs)
		throw new ConfigError('HTTP_HEADERS_TIMEOUT_MS', `must not exceed HTTP_REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
	if (env.CARD_KEY && env.CARD_KEY_FILE)
		throw new ConfigError('CARD_KEY_FILE', 'must not be set beside CARD_KEY: one key, one source');
	return {
		db: {
			statementTimeoutMs: whole(env, 'DB_STATEMENT_TIMEOUT_MS', 100),
			connectTimeoutMs: whole(env, 'DB_CONNECT_TIMEOUT_MS', 100),
			poolMax: whole(env, 'DB_POOL_MAX', 1, 1000),
			readyTimeoutMs: whole(env, 'READY_TIMEOUT_MS', 100),
		},
		http: {
			headersTimeoutMs,
			requestTimeoutMs,
			keepAliveTimeoutMs: whole(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 100),
			idleTimeoutMs: whole(env, 'HTTP_IDLE_TIMEOUT_MS', 1000),
			maxConnectionsPerAddress: whole(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS'),
		},
		shutdownTimeoutMs: whole(env, 'SHUTDOWN_TIMEOUT_SECONDS', 1, 3600) * 1000,
		metrics: { token: metricsToken, port: metricsPort },
		retention: {
			sessionsDays: whole(env, 'RETENTION_SESSIONS_DAYS', 1),
			danmuDays: whole(env, 'RETENTION_DANMU_DAYS', 1),
			checkoutsDays: whole(env, 'RETENTION_CHECKOUTS_DAYS', 1),
			verificationsDays: whole(env, 'RETENTION_VERIFICATIONS_DAYS', 1),
		},
		cardKey: {
			base64: env.CARD_KEY || undefined,
			file: env.CARD_KEY_FILE || undefined,
			previousBase64: env.CARD_KEY_PREVIOUS || undefined,
		},
	};
}
