// One limit: what holds now, what it has used, a raise waiting with its date, and a form to change it.
import { useRef, useState } from 'preact/hooks';
import { SendButton } from '../../components/send-button.tsx';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import type { SaferModel } from '../../state/safer/safer-model.ts';
import type { Limit, LimitKind } from '../../state/safer/safer-types.ts';

interface Props {
	model: SaferModel;
	kind: LimitKind;
	period: string;
	limit: Limit;
}

export function LimitCard({ model, kind, period, limit }: Props) {
	const [text, setText] = useState('');
	const sending = useRef(false);
	const id = `sf-${kind}-${period}`;
	const name = t(`safer.period.${period}`);
	const busy = model.saving.value === `${kind}.${period}`;
	const pending = limit.pending;
	const onSubmit = async (e: Event) => {
		e.preventDefault();
		// a ref, not state: a second tap can land before the busy state renders:
		if (sending.current) return;
		sending.current = true;
		try {
			if ((await model.setLimit(kind, period, text)) === 'saved') setText('');
		} finally {
			sending.current = false;
		}
	};
	return (
		<div class="sf-limit">
			<div class="sf-row">
				<strong>{name}</strong>
				<span>{limit.amount === null ? t('safer.noLimit') : formatAmount(limit.amount)}</span>
				{limit.amount !== null && limit.used !== null && (
					<span class="w-muted">{t('safer.used', { used: formatAmount(limit.used) })}</span>
				)}
			</div>
			{pending && (
				<p class="sf-pending">
					{pending.amount === null
						? t('safer.pendingRemove', { date: formatDateTime(new Date(pending.effective_at)) })
						: t('safer.pending', {
								amount: formatAmount(pending.amount),
								date: formatDateTime(new Date(pending.effective_at)),
							})}
				</p>
			)}
			<form onSubmit={onSubmit}>
				<label class="w-muted" for={id}>
					{t('safer.newLimit', { period: name })}
				</label>
				<input
					id={id}
					inputMode="decimal"
					autoComplete="off"
					placeholder={t('safer.noLimit')}
					value={text}
					onInput={(e) => setText(e.currentTarget.value)}
				/>
				<SendButton busy={busy} label={t('safer.save')} busyLabel={t('safer.saving')} />
			</form>
		</div>
	);
}
