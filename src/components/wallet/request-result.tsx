// What a player sees after a top-up or withdrawal request: amount, status, and where to follow it.
import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { focusNext } from '../focus/focus-next.ts';
import { StatusBadge } from './request-row.tsx';
import { ResultCard } from './result-card.tsx';

const KINDS = {
	topup: {
		title: 'wallet.topupSent',
		note: 'wallet.topupSentNote',
		records: 'recharge/record',
		view: 'wallet.viewTopups',
	},
	withdraw: {
		title: 'wallet.withdrawSent',
		note: 'wallet.withdrawSentNote',
		records: 'withdraw/record',
		view: 'wallet.viewWithdrawals',
	},
};

export interface RequestResultProps {
	kind: keyof typeof KINDS;
	request: { amount: number; status: string };
	/** The method or the card it went through. */
	detail: string;
	onAgain(): void;
}

export function RequestResult({ kind, request, detail, onAgain }: RequestResultProps) {
	const text = KINDS[kind];
	// the card replaces the form and takes focus as it mounts (ResultCard), so it is read out whole:
	return (
		<ResultCard title={t(text.title)}>
			<p class="w-big">{formatAmount(request.amount)}</p>
			<p>
				<StatusBadge status={request.status} />
				{detail && <span class="w-muted"> · {detail}</span>}
			</p>
			<p class="w-muted">{t(text.note)}</p>
			<div class="w-actions">
				<a class="btn btn-primary" href={`#/pages/${text.records}`}>
					{t(text.view)}
				</a>
				<button
					type="button"
					class="btn"
					onClick={() => {
						onAgain();
						// the form comes back in the card's place: focus starts again at the page's heading:
						focusNext('page-title');
					}}
				>
					{t('wallet.again')}
				</button>
			</div>
		</ResultCard>
	);
}
