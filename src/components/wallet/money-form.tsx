// The frame of the top-up and withdrawal forms: the note when an earlier send got no answer, then the fields, then the button.
import type { ComponentChildren } from 'preact';
import { t } from '../../i18n/index.ts';
import { FormSubmit } from '../form/form-submit.tsx';

export interface MoneyFormProps {
	busy: boolean;
	failure: string;
	/** An earlier send of this draft got no answer. */
	unsettled?: boolean | undefined;
	onSubmit(event: Event): void;
	children: ComponentChildren;
}

export function MoneyForm({ busy, failure, unsettled, onSubmit, children }: MoneyFormProps) {
	return (
		<form class="w-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
			{unsettled && <p class="w-note">{t('wallet.unsettled')}</p>}
			{children}
			<FormSubmit
				busy={busy}
				failure={failure}
				label={t('wallet.submit')}
				busyLabel={t('wallet.submitting')}
				needsNetwork
			/>
		</form>
	);
}
