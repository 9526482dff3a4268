// The audit log: every staff action, newest first, filtered by staff member, action, player and dates.
import { useEffect, useState } from 'preact/hooks';
import { nameOf, t } from '../i18n.ts';
import type { ScreenProps } from '../screen-props.ts';
import { attempt, onSubmit, when } from '../ui.tsx';

interface Row {
	id: number;
	actor: string;
	action: string;
	player_name: string | null;
	target: string | null;
	reason: string | null;
	detail: unknown;
	outcome: string;
	created_at: string;
}
const FIELDS = ['staff', 'action', 'player', 'from', 'to'] as const;

export function AuditScreen({ call }: ScreenProps) {
	const [filter, setFilter] = useState<Record<string, string>>({});
	const [page, setPage] = useState<{ list: Row[]; total: number } | null>(null);
	const load = () =>
		attempt(async () => {
			const params = new URLSearchParams({ size: '100' });
			for (const f of FIELDS) if (filter[f]?.trim()) params.set(f, filter[f]!.trim());
			setPage(await call('GET', `/audit?${params}`));
		});
	useEffect(() => void load(), []);
	return (
		<section>
			<form class="filters" onSubmit={onSubmit(() => load())}>
				{FIELDS.map((f) => (
					<label key={f}>
						{t(`audit.${f}`)}
						<input
							type={(f === 'from' || f === 'to' ? 'date' : 'search') as 'text'}
							value={filter[f] ?? ''}
							onInput={(e) => setFilter({ ...filter, [f]: e.currentTarget.value })}
						/>
					</label>
				))}
				<button type="submit">{t('common.search')}</button>
			</form>
			{page && <p class="muted">{t('audit.count', { n: page.total })}</p>}
			{page && page.list.length > 0 && (
				<table>
					<caption class="sr-only">{t('nav.audit')}</caption>
					<thead>
						<tr>
							<th scope="col">{t('common.time')}</th>
							<th scope="col">{t('audit.staff')}</th>
							<th scope="col">{t('audit.action')}</th>
							<th scope="col">{t('audit.player')}</th>
							<th scope="col">{t('audit.why')}</th>
							<th scope="col">{t('audit.outcome')}</th>
						</tr>
					</thead>
					<tbody>
						{page.list.map((r) => (
							<tr key={r.id}>
								<td>{when(r.created_at)}</td>
								<td data-label={t('audit.staff')}>{r.actor}</td>
								<td data-label={t('audit.action')}>
									<span title={r.action}>{nameOf('action', r.action)}</span> <code>{r.target ?? ''}</code>
									{r.detail ? <small class="muted"> {JSON.stringify(r.detail)}</small> : null}
								</td>
								<td data-label={t('audit.player')}>{r.player_name ?? ''}</td>
								<td data-label={t('audit.why')}>{r.reason ?? ''}</td>
								<td data-label={t('audit.outcome')}>{t(`outcome.${r.outcome}`)}</td>
							</tr>
						))}
					</tbody>
				</table>
			)}
		</section>
	);
}
