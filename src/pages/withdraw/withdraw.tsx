// The withdrawal page: the form once the balance and the card are in, then the request's result.
import { centsFromDollars } from '../../../shared/money/cents-text.ts';
import '../../styles/form.css';
import '../../styles/wallet.css';
import { useEffect } from 'preact/hooks';
import type { PageProps } from '../../components/page-props.ts';
import { RequestResult } from '../../components/wallet/request-result.tsx';
import { waitForCard } from '../../components/wallet/wait-for-card.tsx';
import { session } from '../../state/session/session.ts';
import { wallet } from '../../state/wallet/wallet.ts';
import { WithdrawForm } from './withdraw-form.tsx';

export default function WithdrawPage(_props: PageProps) {
	useEffect(() => {
		void wallet.refreshBalance();
		void wallet.loadCard();
		return () => wallet.startOver();
	}, []);
	const result = wallet.lastWithdrawal.value;
	if (result) {
		return <RequestResult kind="withdraw" request={result} detail={result.card_number} onAgain={wallet.startOver} />;
	}
	const waiting = waitForCard();
	if (waiting) return waiting;
	const balance = session.balance.value;
	const card = session.bankCard.value;
	const draft = wallet.withdrawDraft();
	return (
		<WithdrawForm
			balance={balance === null ? null : centsFromDollars(balance)}
			card={card ? `${card.bank_name ?? ''} ${card.card_number ?? ''}`.trim() : null}
			initial={draft.form}
			unsettled={draft.unsettled}
			keep={wallet.keepWithdrawForm}
			submit={wallet.requestWithdrawal}
		/>
	);
}
