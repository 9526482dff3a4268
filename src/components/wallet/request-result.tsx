// What a player sees after a top-up or withdrawal request: amount, status, and where to follow it.
import { t } from '../../i18n/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { StatusBadge } from './paged-list.tsx';

export interface RequestResultProps {
	title: string;
	note: string;
	amount: number;
	status: string;
	detail?: string;
	recordHref: string;
	recordText: string;
	onAgain(): void;
}

export function RequestResult(props: RequestResultProps) {
	return (
		<section class="w-card" role="status" aria-live="polite">
			<h2>{props.title}</h2>
			<p class="w-big">{formatAmount(props.amount)}</p>
			<p>
				<StatusBadge status={props.status} />
				{props.detail && <span class="w-muted"> · {props.detail}</span>}
			</p>
			<p class="w-muted">{props.note}</p>
			<div class="w-actions">
				<a class="btn btn-primary" href={props.recordHref}>
					{props.recordText}
				</a>
				<button type="button" class="btn" onClick={props.onAgain}>
					{t('wallet.again')}
				</button>
			</div>
		</section>
	);
}
