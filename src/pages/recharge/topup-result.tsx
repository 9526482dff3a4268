// How a top-up stands, as a card that takes focus: paid, not paid and why, the account to transfer to, on its way to
// the provider's page, or still being confirmed.
import type { ComponentChildren } from 'preact';
import { Spinner } from '../../components/loading.tsx';
import { RequestResult } from '../../components/wallet/request-result.tsx';
import { StatusBadge } from '../../components/wallet/request-row.tsx';
import { ResultCard } from '../../components/wallet/result-card.tsx';
import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { checkoutUrl } from '../../state/wallet/topup-model.ts';
import type { Shown } from '../../state/wallet/topup-return-model.ts';
import type { TopupView } from '../../state/wallet/topup-types.ts';
import { PayToList } from './pay-to.tsx';
import { topupReason } from './topup-reason.ts';

export interface TopupResultProps {
	shown: Extract<Shown, { topup: TopupView }>;
	/** Back to the form; with the top-up, filled in to try it again. */
	onAgain(retry?: TopupView): void;
}

interface Card {
	title: string;
	busy?: boolean;
	body?: ComponentChildren;
	actions: ComponentChildren;
}

export function TopupResult({ shown, onAgain }: TopupResultProps) {
	const { topup, phase } = shown;
	const method = t(`wallet.methods.${topup.method}`);
	const pay = topup.status === 'pending' && topup.checkout && checkoutUrl(topup.checkout.url, location.origin);
	const records = (primary?: boolean) => (
		<a class={primary ? 'btn btn-primary' : 'btn'} href="#/pages/recharge/record">
			{t('wallet.viewTopups')}
		</a>
	);
	const again = (
		<button type="button" class="btn" onClick={() => onAgain()}>
			{t('wallet.again')}
		</button>
	);
	const toPayment = pay && (
		<a class="btn btn-primary" href={pay}>
			{t('wallet.toPayment')}
		</a>
	);

	let card: Card;
	if (topup.status === 'approved') {
		const balance = phase === 'done' ? shown.balance : null;
		card = {
			title: t('wallet.approved'),
			body: balance != null && (
				<p class="topup-balance">{t('wallet.balanceNow', { balance: formatAmount(balance) })}</p>
			),
			actions: (
				<>
					{records(true)}
					{again}
				</>
			),
		};
	} else if (topup.status !== 'pending') {
		const retry = (
			<button type="button" class="btn btn-primary" onClick={() => onAgain(topup)}>
				{t('wallet.tryAgain')}
			</button>
		);
		const actions = (
			<>
				{retry}
				{records()}
			</>
		);
		card = { title: t('wallet.notCompleted'), body: <p class="topup-reason">{topupReason(topup)}</p>, actions };
	} else if (topup.pay_to) {
		const body = (
			<>
				<PayToList payTo={topup.pay_to} />
				<p class="w-note">{t('wallet.transferNote')}</p>
			</>
		);
		const actions = (
			<>
				{records(true)}
				{again}
			</>
		);
		card = { title: t('wallet.transfer'), body, actions };
	} else if (phase === 'confirming') {
		card = { title: t('wallet.confirming'), busy: true, body: <Spinner />, actions: null };
	} else if (phase === 'late') {
		const actions = (
			<>
				{records(true)}
				{toPayment}
				{again}
			</>
		);
		card = { title: t('wallet.late'), body: <p class="w-muted">{t('wallet.lateNote')}</p>, actions };
	} else if (pay) {
		const leaving = phase === 'sent';
		const actions = (
			<>
				{toPayment}
				{!leaving && again}
			</>
		);
		card = { title: t(leaving ? 'wallet.leaving' : 'wallet.waiting'), busy: leaving, actions };
	} else {
		return <RequestResult kind="topup" request={topup} detail={method} onAgain={() => onAgain()} />;
	}

	return (
		<ResultCard key={`${topup.status}-${phase}`} title={card.title} busy={card.busy} className="topup-result">
			<p class="w-big">{formatAmount(topup.amount)}</p>
			<p>
				<StatusBadge status={topup.status} />
				<span class="w-muted">
					{' '}
					· {method} · {topup.reference}
				</span>
			</p>
			{card.body}
			{card.actions && <div class="w-actions">{card.actions}</div>}
		</ResultCard>
	);
}
