// Withdrawals: the card number shown only on demand (that view is itself audited), then paid or rejected.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import type { ScreenProps } from '../screen-props.ts';
import { attempt, money, ReasonButton, when } from '../ui.tsx';

interface Withdrawal {
	id: number;
	user_name: string;
	amount: number;
	card_masked: string;
	bank_name: string;
	status: string;
	reason: string | null;
	created_at: string;
}
interface Card {
	card_number: string;
	holder_name: string;
	bank_name: string;
}

export function WithdrawalsScreen({ call }: ScreenProps) {
	const [status, setStatus] = useState('pending');
	const [list, setList] = useState<Withdrawal[] | null>(null);
	const [cards, setCards] = useState<Record<number, Card>>({});
	const load = () =>
		attempt(async () => {
			const params = new URLSearchParams({ size: '50', ...(status ? { status } : {}) });
			setList((await call<{ list: Withdrawal[] }>('GET', `/cash/withdrawals?${params}`)).list);
		});
	useEffect(() => void load(), [status]);
	const showCard = (w: Withdrawal) => async (reason: string) => {
		const card = await attempt(() => call<Card>('POST', `/cash/withdrawals/${w.id}/card`, { reason }));
		if (card) setCards({ ...cards, [w.id]: card });
	};
	const decide = (w: Withdrawal, verb: 'pay' | 'reject') => async (reason: string) => {
		const done = await attempt(
			() => call('POST', `/cash/withdrawals/${w.id}/${verb}`, reason ? { reason } : {}),
			() => t(`withdrawals.${verb}Done`, { id: w.id }),
		);
		if (done) await load();
	};
	return (
		<section>
			<form class="filters" onSubmit={(e) => e.preventDefault()}>
				<label>
					{t('common.status')}
					<select value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
						{['pending', 'paid', 'rejected', ''].map((s) => (
							<option key={s} value={s}>
								{t(`status.${s || 'all'}`)}
							</option>
						))}
					</select>
				</label>
			</form>
			{list && list.length === 0 && <p>{t('common.none')}</p>}
			<ul class="cards">
				{list?.map((w) => {
					const card = cards[w.id];
					return (
						<li key={w.id} class="card" aria-label={t('withdrawals.item', { id: w.id })}>
							<p class="row">
								<strong>
									#{w.id} · {w.user_name}
								</strong>
								<span class="num big">{money(w.amount)}</span>
							</p>
							<p>
								{w.bank_name} · {card ? <code data-card>{card.card_number}</code> : w.card_masked}
								{card && ` · ${card.holder_name}`}
							</p>
							<p class="muted">
								{when(w.created_at)} · {t(`status.${w.status}`)}
								{w.reason ? ` · ${w.reason}` : ''}
							</p>
							{w.status === 'pending' && (
								<div class="actions">
									{!card && <ReasonButton label={t('withdrawals.showCard')} run={showCard(w)} />}
									<ReasonButton label={t('withdrawals.pay')} required={false} run={decide(w, 'pay')} />
									<ReasonButton label={t('withdrawals.reject')} danger run={decide(w, 'reject')} />
								</div>
							)}
						</li>
					);
				})}
			</ul>
		</section>
	);
}
