// The outside services a server start uses, made from its configuration; a configuration that
// could not serve real players (no SMS gateway outside demo mode, half a payment setup) refuses to start.

import type { Config } from '../config.ts';
import { providerProblems } from '../config-providers.ts';
import type { Db } from '../db/db.ts';
import { type Clock, type CodeSender, devCodeSender, type Logger } from '../deps.ts';
import { createDemoProvider } from './demo-pay/sessions.ts';
import { createHttpPaymentProvider } from './http-payment-provider.ts';
import { createHttpSmsSender } from './http-sms-sender.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { smsCodeSender } from './sms-sender.ts';

class ProviderConfigError extends Error {
	constructor(readonly problems: string[]) {
		super(`Horse Club cannot start:\n- ${problems.join('\n- ')}\n(see "Providers" in server/README.md)`);
	}
}

/** Throws ProviderConfigError listing every problem at once, so one restart fixes them all. */
export function checkProviders(config: Config) {
	const problems = providerProblems(config);
	if (problems.length) throw new ProviderConfigError(problems);
}

export function providersFrom(config: Config, db: Db, clock: Clock, logger: Logger) {
	checkProviders(config);
	const sendCode: CodeSender = config.sms
		? smsCodeSender(createHttpSmsSender(config.sms, logger), config.codeMinutes)
		: devCodeSender;
	const kind = config.payments.provider;
	const payments: PaymentProvider | undefined =
		kind === 'http'
			? createHttpPaymentProvider(config.payments, logger)
			: kind === 'demo'
				? createDemoProvider(db, clock)
				: undefined;
	logger.info('providers', {
		sms: config.sms ? 'http' : 'log (demo)',
		payments: kind ?? 'none',
		bank_transfer: !!config.bankTransfer,
	});
	return { sendCode, payments };
}
