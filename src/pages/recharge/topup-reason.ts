// Why a top-up ended without money, in the player's language: the operator's own words for a rejection, a fixed
// text by reason_code for the payment's outcomes (their `reason` is English only).
import { t } from '../../i18n/index.ts';
import type { TopupView } from '../../state/wallet/topup-types.ts';

const PAYMENT_REASONS = ['declined', 'expired', 'unavailable'];

export function topupReason({ reason, reason_code }: Pick<TopupView, 'reason' | 'reason_code'>): string | null {
	if (reason_code && PAYMENT_REASONS.includes(reason_code)) return t(`wallet.reasons.${reason_code}`);
	return reason ? t('wallet.reason', { reason }) : null;
}
