// Sports markets: an event's final score entered (its orders paid) or the event voided (refunded).
import { useEffect, useState } from 'preact/hooks';
import type { StaffSportEvent } from '../../shared/sports/sport-types.ts';
import { t } from '../i18n.ts';
import type { ScreenProps } from '../screen-props.ts';
import { attempt, ReasonButton, when } from '../ui.tsx';

function ScoreForm({
	e,
	onResult,
}: {
	e: StaffSportEvent;
	onResult: (home: number, away: number, reason: string) => Promise<unknown>;
}) {
	const [home, setHome] = useState('');
	const [away, setAway] = useState('');
	return (
		<span class="score">
			<label>
				<span class="sr-only">{t('sports.homeScore', { team: e.home })}</span>
				<input inputMode="numeric" size={3} value={home} onInput={(x) => setHome(x.currentTarget.value)} />
			</label>
			:
			<label>
				<span class="sr-only">{t('sports.awayScore', { team: e.away })}</span>
				<input inputMode="numeric" size={3} value={away} onInput={(x) => setAway(x.currentTarget.value)} />
			</label>
			<ReasonButton label={t('sports.settle')} run={(reason) => onResult(Number(home), Number(away), reason)} />
		</span>
	);
}

export function SportsScreen({ call }: ScreenProps) {
	const [status, setStatus] = useState('closed');
	const [list, setList] = useState<StaffSportEvent[] | null>(null);
	const load = () =>
		attempt(async () =>
			setList(
				(await call<{ list: StaffSportEvent[] }>('GET', `/sports/events${status ? `?status=${status}` : ''}`)).list,
			),
		);
	useEffect(() => void load(), [status]);
	const act = (e: StaffSportEvent, path: string, body: object) =>
		attempt(
			() => call<{ settled: number }>('POST', `/sports/events/${e.id}/${path}`, body),
			(r) => t('sports.done', { event: `${e.home} – ${e.away}`, n: r.settled }),
		).then((r) => r && load());
	return (
		<section>
			<form class="filters" onSubmit={(x) => x.preventDefault()}>
				<label>
					{t('common.status')}
					<select value={status} onChange={(x) => setStatus(x.currentTarget.value)}>
						{['open', 'closed', 'resulted', 'void', ''].map((s) => (
							<option key={s} value={s}>
								{t(`eventStatus.${s || 'all'}`)}
							</option>
						))}
					</select>
				</label>
			</form>
			{list && list.length === 0 && <p>{t('common.none')}</p>}
			<ul class="cards">
				{list?.map((e) => (
					<li key={e.id} class="card">
						<p class="row">
							<strong>
								{e.home} – {e.away}
							</strong>
							<span>
								{t(`eventStatus.${e.status}`)}
								{e.home_score !== null ? ` · ${e.home_score}:${e.away_score}` : ''}
							</span>
						</p>
						<p class="muted">
							{e.league} · {when(e.starts_at)} · {t('sports.pending', { n: e.pending_orders })}
						</p>
						{(e.status === 'open' || e.status === 'closed') && (
							<div class="actions">
								<ScoreForm e={e} onResult={(home, away, reason) => act(e, 'result', { home, away, reason })} />
								<ReasonButton label={t('sports.void')} danger run={(reason) => act(e, 'void', { reason })} />
							</div>
						)}
					</li>
				))}
			</ul>
		</section>
	);
}
