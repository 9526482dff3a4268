// The account a bank transfer goes to and the reference to quote, each line with its own copy button.
import { centsFromDollars, formatCents } from '../../../shared/money/cents-text.ts';
import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { showToast } from '../../state/shell/toast.ts';
import type { PayTo } from '../../state/wallet/topup-types.ts';

const LINES = ['bank_name', 'account_name', 'account_number', 'bank_code', 'amount', 'reference'] as const;

// where the page may not use the clipboard, the toast says to select the text, which one tap does (user-select: all):
const browserCopy = (text: string) =>
	navigator.clipboard?.writeText(text).then(
		() => true,
		() => false,
	) ?? Promise.resolve(false);

export interface PayToListProps {
	payTo: PayTo;
	copy?: (text: string) => Promise<boolean>;
}

export function PayToList({ payTo, copy = browserCopy }: PayToListProps) {
	return (
		<dl class="pay-to">
			{LINES.map((line) => {
				const value = payTo[line];
				if (value === null) return null;
				const what = t(`wallet.payTo.${line}`);
				// a banking app takes the amount as a plain number:
				const copied = typeof value === 'number' ? formatCents(centsFromDollars(value)) : value;
				const tell = (ok: boolean) => showToast(t(ok ? 'wallet.copied' : 'wallet.copyFailed', { what }));
				return (
					<div key={line}>
						<dt>{what}</dt>
						<dd>
							<span class="pay-to-value">{typeof value === 'number' ? formatAmount(value) : value}</span>
							<button
								type="button"
								class="btn"
								aria-label={t('wallet.copyWhat', { what })}
								onClick={() => copy(copied).then(tell)}
							>
								{t('wallet.copy')}
							</button>
						</dd>
					</div>
				);
			})}
		</dl>
	);
}
