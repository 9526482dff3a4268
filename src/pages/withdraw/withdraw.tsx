import '../../styles/form.css';
import '../../styles/wallet.css';
import { useEffect } from 'preact/compat';
import { Loading } from '../../components/loading.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { RequestResult } from '../../components/wallet/request-result.tsx';
import { t } from '../../i18n/index.ts';
import { session } from '../../state/session.ts';
import { wallet } from '../../state/wallet.ts';
import { WithdrawForm } from './withdraw-form.tsx';

export default function WithdrawPage(_props: PageProps) {
	useEffect(() => {
		void wallet.refreshBalance();
		void wallet.loadCard();
		return () => wallet.startOver();
	}, []);
	const result = wallet.lastWithdrawal.value;
	if (result) {
		return (
			<RequestResult
				title={t('wallet.withdrawSent')}
				note={t('wallet.withdrawSentNote')}
				amount={result.amount}
				status={result.status}
				detail={result.card_number}
				recordHref="#/pages/withdraw/record"
				recordText={t('wallet.viewWithdrawals')}
				onAgain={wallet.startOver}
			/>
		);
	}
	const cardStatus = wallet.cardStatus.value;
	if (cardStatus === 'idle' || cardStatus === 'loading') return <Loading />;
	if (cardStatus === 'error') {
		return (
			<button type="button" class="load-error" onClick={() => void wallet.loadCard()}>
				{t('wallet.loadFailed')}
			</button>
		);
	}
	const balance = session.balance.value;
	const card = session.bankCard.value;
	const draft = wallet.withdrawDraft();
	return (
		<WithdrawForm
			balance={balance === null ? null : Math.round(balance * 100)}
			card={card ? `${card.bank_name ?? ''} ${card.card_number ?? ''}`.trim() : null}
			initial={draft.form}
			unsettled={draft.unsettled}
			keep={wallet.keepWithdrawForm}
			submit={wallet.requestWithdrawal}
		/>
	);
}
