// The sports board: a tab per sport, open events with their match-result odds; a card opens the event.
import { useEffect } from 'preact/hooks';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loading } from '../../components/loading.tsx';
import { fixture, pickName, sportName, startTime } from '../../components/sport-labels.ts';
import { TabSwitcher, tabPanel } from '../../components/tab-switcher.tsx';
import { usePullRefresh } from '../../components/use-pull-refresh.ts';
import { t } from '../../i18n/index.ts';
import type { SportEvent } from '../../state/sports/sport-types.ts';
import type { SportsModel } from '../../state/sports/sports-model.ts';

function EventCard({ ev }: { ev: SportEvent }) {
	const main = ev.main;
	return (
		<a class="club-card" href={`#/pages/sport/detail?id=${ev.id}`}>
			<div class="club-row club-muted">
				<span>
					{sportName(ev.sport)} · {ev.league}
				</span>
				<time dateTime={ev.starts_at}>{startTime(ev)}</time>
			</div>
			<h2>{fixture(ev)}</h2>
			{main && (
				<div class="club-odds">
					{main.selections.map((sel) => (
						<span class="club-odd" key={sel.id}>
							<span>{pickName(sel, main.line)}</span>
							<b>{sel.odds.toFixed(2)}</b>
						</span>
					))}
				</div>
			)}
		</a>
	);
}

export function SportBoard({ model }: { model: SportsModel }) {
	usePullRefresh(() => model.fetchBoard());
	useEffect(() => {
		void model.fetchBoard();
	}, [model]);
	const status = model.boardStatus.value;
	const events = model.events.value;
	const tabs = [
		{ key: '', label: t('sports.all') },
		...model.sports.value.map((s) => ({ key: s.code, label: sportName(s.code, s.name) })),
	];
	return (
		<div class="club">
			<TabSwitcher
				id="sport-kind"
				tabs={tabs}
				active={model.sport.value}
				label={t('sports.kinds')}
				onChange={(code) => void model.fetchBoard(code)}
			/>
			<div {...tabPanel('sport-kind', model.sport.value)}>
				{status === 'error' ? (
					<button type="button" class="load-error" onClick={() => void model.fetchBoard()}>
						{t('sports.loadFailed')}
					</button>
				) : status === 'loading' || status === 'idle' ? (
					<Loading />
				) : events.length ? (
					events.map((ev) => <EventCard key={ev.id} ev={ev} />)
				) : (
					<EmptyState text={t('sports.noEvents')} />
				)}
			</div>
		</div>
	);
}
