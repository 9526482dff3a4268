import '../../styles/form.css';
import '../../styles/wallet.css';
import { useEffect, useState } from 'preact/hooks';
import type { PageProps } from '../../components/page-props.ts';
import { waitForCard } from '../../components/wallet/wait-for-card.tsx';
import { t } from '../../i18n/index.ts';
import { session } from '../../state/session/session.ts';
import { showToast } from '../../state/shell/toast-model.ts';
import { wallet } from '../../state/wallet/wallet.ts';
import { CardForm } from './card-form.tsx';

export default function BankCardPage(_props: PageProps) {
	const [editing, setEditing] = useState(false);
	useEffect(() => void wallet.loadCard(), []);
	const waiting = waitForCard();
	if (waiting) return waiting;
	const card = session.bankCard.value;
	return (
		<>
			<section class="w-card bank-card-current">
				<h2>{t('account.currentCard')}</h2>
				{card ? (
					<>
						<p class="w-big">{String(card.card_number ?? '')}</p>
						<p>{String(card.bank_name ?? '')}</p>
						<p class="w-muted">{String(card.holder_name ?? '')}</p>
					</>
				) : (
					<p class="w-muted">{t('account.noCard')}</p>
				)}
				{card && !editing && (
					<div class="w-actions">
						<button type="button" class="btn" onClick={() => setEditing(true)}>
							{t('account.changeCard')}
						</button>
					</div>
				)}
			</section>
			{(!card || editing) && (
				<CardForm
					save={wallet.saveCard}
					onSaved={() => {
						setEditing(false);
						showToast(t('account.cardSaved'));
					}}
				/>
			)}
		</>
	);
}
