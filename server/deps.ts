// What the app needs from the outside world; tests pass fakes.
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { Lang as Language } from './i18n/language.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

export interface Clock {
	now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export interface Logger {
	info(msg: string, fields?: Record<string, unknown>): void;
	error(msg: string, fields?: Record<string, unknown>): void;
}
export const jsonLogger: Logger = {
	info: (msg, fields) => console.log(JSON.stringify({ level: 'info', msg, ...fields })),
	error: (msg, fields) => console.error(JSON.stringify({ level: 'error', msg, ...fields })),
};

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
}
