// Configuration of the outside services: SMS gateway, payment provider, the bank account for transfers.
import { ConfigError, num } from './env-number.ts';

export interface SmsConfig {
	url: string;
	apiKey: string;
	senderId: string;
	timeoutMs: number;
}

export interface PaymentsConfig {
	/** `demo` serves its own checkout page (DEMO=1 only); `http` calls a payment provider; null: no card or e-wallet. */
	provider: 'demo' | 'http' | null;
	apiUrl: string | undefined;
	apiKey: string | undefined;
	/** Shared with the provider to sign webhooks; in demo mode derived from the JWT secret when unset. */
	webhookSecret: string | undefined;
	/** Where players come back to after the checkout (`https://club.example`); the demo provider needs none. */
	publicUrl: string | undefined;
	currency: string;
	checkoutMinutes: number;
	timeoutMs: number;
}

export interface BankTransferConfig {
	bankName: string;
	accountName: string;
	accountNumber: string;
	bankCode: string | null;
}

export function smsFrom(env: NodeJS.ProcessEnv): SmsConfig | null {
	if (!env.SMS_API_URL) return null;
	return {
		url: env.SMS_API_URL,
		apiKey: env.SMS_API_KEY ?? '',
		senderId: env.SMS_SENDER_ID || 'HorseClub',
		timeoutMs: num(env, 'SMS_TIMEOUT_MS'),
	};
}

export function paymentsFrom(env: NodeJS.ProcessEnv, demo: boolean): PaymentsConfig {
	const named = env.PAYMENT_PROVIDER || undefined;
	if (named !== undefined && named !== 'demo' && named !== 'http') {
		throw new ConfigError('PAYMENT_PROVIDER', `must be demo or http, not ${named}`);
	}
	return {
		provider: named ?? (demo ? 'demo' : null),
		apiUrl: env.PAYMENT_API_URL || undefined,
		apiKey: env.PAYMENT_API_KEY || undefined,
		webhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
		publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
		currency: (env.PAYMENT_CURRENCY || 'USD').toUpperCase(),
		checkoutMinutes: num(env, 'PAYMENT_CHECKOUT_MINUTES'),
		timeoutMs: num(env, 'PAYMENT_TIMEOUT_MS'),
	};
}

// demo mode shows a made-up account, so the bank-transfer screen has something to show:
const DEMO_BANK: BankTransferConfig = {
	bankName: 'Demo Bank',
	accountName: 'Horse Club Demo Ltd',
	accountNumber: '012-345678-901',
	bankCode: 'DEMOHKHH',
};

export function bankFrom(env: NodeJS.ProcessEnv, demo: boolean): BankTransferConfig | null {
	const { BANK_NAME, BANK_ACCOUNT_NAME, BANK_ACCOUNT_NUMBER, BANK_CODE } = env;
	if (!BANK_NAME && !BANK_ACCOUNT_NAME && !BANK_ACCOUNT_NUMBER) return demo ? DEMO_BANK : null;
	if (!BANK_NAME || !BANK_ACCOUNT_NAME || !BANK_ACCOUNT_NUMBER) {
		throw new ConfigError(
			!BANK_NAME ? 'BANK_NAME' : !BANK_ACCOUNT_NAME ? 'BANK_ACCOUNT_NAME' : 'BANK_ACCOUNT_NUMBER',
			'is missing: bank transfer needs all of BANK_NAME, BANK_ACCOUNT_NAME and BANK_ACCOUNT_NUMBER',
		);
	}
	return {
		bankName: BANK_NAME,
		accountName: BANK_ACCOUNT_NAME,
		accountNumber: BANK_ACCOUNT_NUMBER,
		bankCode: BANK_CODE || null,
	};
}

const isHttpUrl = (s: string | undefined) => !!s && URL.canParse(s) && /^https?:$/.test(new URL(s).protocol);

/** What keeps this configuration from starting; empty when it may start. Read by server/main.ts. */
export function providerProblems(c: {
	demo: boolean;
	sms: SmsConfig | null;
	payments: PaymentsConfig;
	bankTransfer: BankTransferConfig | null;
}): string[] {
	const problems: string[] = [];
	if (!c.sms && !c.demo) {
		problems.push('no SMS provider: set SMS_API_URL and SMS_API_KEY, or DEMO=1 to print codes to the log instead');
	}
	if (c.sms && !isHttpUrl(c.sms.url)) problems.push('SMS_API_URL must be an http(s) URL');
	if (c.sms && !c.sms.apiKey) problems.push('SMS_API_KEY is required with SMS_API_URL');
	const p = c.payments;
	if (p.provider === 'demo' && !c.demo) {
		problems.push('PAYMENT_PROVIDER=demo takes no real money and runs only with DEMO=1');
	}
	if (p.provider === 'http') {
		if (!isHttpUrl(p.apiUrl)) problems.push('PAYMENT_API_URL must be an http(s) URL');
		if (!p.apiKey) problems.push('PAYMENT_API_KEY is required with PAYMENT_PROVIDER=http');
		if (!isHttpUrl(p.publicUrl))
			problems.push('PUBLIC_URL (where players come back to) is required with PAYMENT_PROVIDER=http');
	}
	if (p.provider === 'http' || (p.provider === 'demo' && p.webhookSecret !== undefined)) {
		if ((p.webhookSecret ?? '').length < 16) problems.push('PAYMENT_WEBHOOK_SECRET must be at least 16 characters');
	}
	if (!c.demo && !p.provider && !c.bankTransfer) {
		problems.push(
			'no way to top up: set PAYMENT_PROVIDER=http or the bank account (BANK_NAME, BANK_ACCOUNT_NAME, BANK_ACCOUNT_NUMBER)',
		);
	}
	return problems;
}
