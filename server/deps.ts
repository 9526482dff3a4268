// What the app needs from the outside world; tests pass fakes.
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { Drain } from './drain.ts';
import type { Lang as Language } from './i18n/language.ts';
import type { Metrics } from './metrics.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

export interface Clock {
	now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface Logger {
	info(msg: string, fields?: Record<string, unknown>): void;
	/** security events and conditions an operator should look at; nothing failed. */
	warn(msg: string, fields?: Record<string, unknown>): void;
	error(msg: string, fields?: Record<string, unknown>): void;
}

/** One JSON object a line: ISO time, level, message, then the fields. */
function createJsonLogger(
	write: (level: string, line: string) => void = (level, line) =>
		(level === 'error' ? process.stderr : process.stdout).write(`${line}\n`),
	clock: Clock = systemClock,
): Logger {
	const log = (level: string) => (msg: string, fields?: Record<string, unknown>) =>
		write(level, JSON.stringify({ time: clock.now().toISOString(), level, msg, ...fields }));
	return { info: log('info'), warn: log('warn'), error: log('error') };
}
export const jsonLogger: Logger = createJsonLogger();

/** Delivers a verification code to a phone (SMS in production); rejects with CodeNotDelivered when it could not. */
export type CodeSender = (phone: string, code: string, lang?: Language) => Promise<void>;
/** Demo mode only: prints the code, in a line the browser tests read. */
export const devCodeSender: CodeSender = async (phone, code) => {
	console.log(`verification code for ${phone}: ${code}`);
};

export interface Secrets {
	jwtKey: Uint8Array;
	cardKey: Buffer;
	/** sha256 hex of the operator token, or null when operator calls are disabled. */
	operatorTokenHash: string | null;
}

export interface Deps {
	db: Db;
	clock: Clock;
	config: Config;
	sendCode: CodeSender;
	logger: Logger;
	secrets: Secrets;
	/** Takes card and e-wallet top-ups; absent, only bank transfer is offered. */
	payments?: PaymentProvider | undefined;
	/** Counters and histograms for /metrics; absent in most tests. */
	metrics?: Metrics | undefined;
	/** Set by a running server: tells requests and streams that it is stopping. */
	drain?: Drain | undefined;
}
