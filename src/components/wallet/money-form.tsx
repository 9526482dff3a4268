// The frame of the top-up and withdrawal forms: the note when an earlier send got no answer, then the fields, then the button.
import type { ComponentChildren } from 'preact';
import { centsFromInput } from '../../../shared/money/amount.ts';
import { t } from '../../i18n/index.ts';
import { formatMoney } from '../../lib/format.ts';
import { FormSubmit } from '../form/form-submit.tsx';

export interface MoneyFormProps {
	busy: boolean;
	failure: string;
	/** An earlier send of this draft got no answer. */
	unsettled?: boolean | undefined;
	onSubmit(event: Event): void;
	/** The button in the player's words: what it does, with the amount once one is typed ('Deposit $25.00'). */
	label: string;
	children: ComponentChildren;
}

/** 'Deposit $25.00' for an amount the form reads, else 'Deposit': `key` names both ('key' and 'keyAmount'). */
export function actionLabel(key: string, amount: string): string {
	const cents = centsFromInput(amount.trim());
	return cents.ok ? t(`${key}Amount`, { amount: formatMoney(cents.cents) }) : t(key);
}

export function MoneyForm({ busy, failure, unsettled, onSubmit, label, children }: MoneyFormProps) {
	return (
		<form class="w-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
			{unsettled && <p class="w-note">{t('wallet.unsettled')}</p>}
			{children}
			<FormSubmit busy={busy} failure={failure} label={label} busyLabel={t('wallet.submitting')} needsNetwork />
		</form>
	);
}
