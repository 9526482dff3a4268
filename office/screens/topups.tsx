// Pending bank transfers: found by reference (HC0000042), player or amount; approved or rejected with a reason.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import type { ScreenProps } from '../screen-props.ts';
import { attempt, money, onSubmit, ReasonButton, useLatest, when } from '../ui.tsx';

interface Topup {
	id: number;
	reference: string;
	user_name: string;
	amount: number;
	method: string;
	status: string;
	reason: string | null;
	created_at: string;
	decided_by: string | null;
}

export function TopupsScreen({ call }: ScreenProps) {
	const [q, setQ] = useState('');
	const [status, setStatus] = useState('pending');
	const [list, setList] = useState<Topup[] | null>(null);
	const latest = useLatest();
	const load = () =>
		attempt(async () => {
			const params = new URLSearchParams({ q, size: '50', ...(status ? { status } : {}) });
			await latest(call<{ list: Topup[] }>('GET', `/cash/topups?${params}`), (r) => setList(r.list));
		});
	useEffect(() => void load(), [status]);
	const decide = (row: Topup, verb: 'approve' | 'reject') => async (reason: string) => {
		const done = await attempt(
			() => call('POST', `/cash/topups/${row.id}/${verb}`, reason ? { reason } : {}),
			() => t(verb === 'approve' ? 'topups.approved' : 'topups.rejected', { reference: row.reference }),
		);
		if (done) await load();
	};
	return (
		<section>
			<form class="filters" onSubmit={onSubmit(() => load())}>
				<label>
					{t('topups.search')}
					<input type="search" value={q} placeholder="HC0000042" onInput={(e) => setQ(e.currentTarget.value)} />
				</label>
				<label>
					{t('common.status')}
					<select value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
						{['pending', 'approved', 'rejected', 'failed', ''].map((s) => (
							<option key={s} value={s}>
								{t(`status.${s || 'all'}`)}
							</option>
						))}
					</select>
				</label>
				<button type="submit">{t('common.search')}</button>
			</form>
			{list && list.length === 0 && <p>{t('common.none')}</p>}
			{list && list.length > 0 && (
				<table>
					<caption class="sr-only">{t('nav.topups')}</caption>
					<thead>
						<tr>
							<th scope="col">{t('topups.reference')}</th>
							<th scope="col">{t('common.player')}</th>
							<th scope="col" class="num">
								{t('common.amount')}
							</th>
							<th scope="col">{t('topups.method')}</th>
							<th scope="col">{t('common.created')}</th>
							<th scope="col">{t('common.status')}</th>
							<th scope="col">{t('common.actions')}</th>
						</tr>
					</thead>
					<tbody>
						{list.map((r) => (
							<tr key={r.id}>
								<th scope="row">
									<code>{r.reference}</code>
								</th>
								<td data-label={t('common.player')}>{r.user_name}</td>
								<td class="num" data-label={t('common.amount')}>
									{money(r.amount)}
								</td>
								<td data-label={t('topups.method')}>{t(`method.${r.method}`)}</td>
								<td data-label={t('common.created')}>{when(r.created_at)}</td>
								<td data-label={t('common.status')}>
									{t(`status.${r.status}`)}
									{r.reason ? ` · ${r.reason}` : ''}
								</td>
								<td class="actions">
									{r.status === 'pending' && (
										<>
											<ReasonButton label={t('topups.approve')} required={false} run={decide(r, 'approve')} />
											<ReasonButton label={t('topups.reject')} danger run={decide(r, 'reject')} />
										</>
									)}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</section>
	);
}
