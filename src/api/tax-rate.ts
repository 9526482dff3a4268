// The exchange rate is read with up to 5 retries; a failure only logs, so callers keep their last rate.
import type { Logger } from '../lib/logger.ts';
import type { Http } from './http.ts';

const RATE_RETRIES = 5;

export async function fetchTaxRate(http: Http, logger: Logger, retries = RATE_RETRIES): Promise<number | null> {
	for (let attempt = 0; attempt <= retries; attempt++) {
		try {
			const reply = await http.get<{ rate: number | string }>('/taxrate/tax-rate');
			const rate = Number(reply.data?.rate);
			if (Number.isFinite(rate)) return rate;
			throw new Error(`unreadable rate: ${JSON.stringify(reply.data)}`);
		} catch (error) {
			if (attempt === retries) logger.error('exchange rate failed after retries:', error);
		}
	}
	return null;
}
