// The sports board: a tab per sport, open events with their match-result odds. A price tile puts that pick on the
// slip in one tap (and takes it off again), said aloud; the fixture's name opens the event's every market.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SportEvent } from '../../../shared/sports/sport-types.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Loading } from '../../components/loading.tsx';
import { fixture, pickName, sportName, startTime } from '../../components/sport-labels.ts';
import { TabSwitcher, tabPanel } from '../../components/tab-switcher.tsx';
import { usePullRefresh } from '../../components/use-pull-refresh.ts';
import { t } from '../../i18n/index.ts';
import type { SportsModel } from '../../state/sports/sports-model.ts';
import { OddButton, PickNews } from './odd-button.tsx';
import { BetSlip } from './slip.tsx';

/** 'Red Lions vs Blue Harbour: Draw': a pick on the board, as the slip names it. */
const pickText = (ev: SportEvent, sel: { code: string; name: string }) =>
	`${fixture(ev)}: ${pickName(sel, ev.main?.line ?? null)}`;

function EventCard({ ev, model, say }: { ev: SportEvent; model: SportsModel; say: (text: string) => void }) {
	const main = ev.main;
	const title = `ev-${ev.id}`;
	return (
		<article class="club-card">
			<div class="club-row club-muted">
				<span>
					{sportName(ev.sport)} · {ev.league}
				</span>
				<time dateTime={ev.starts_at}>{startTime(ev)}</time>
			</div>
			<h2 id={title}>
				<a class="club-open" href={`#/pages/sport/detail?id=${ev.id}`}>
					{fixture(ev)}
				</a>
			</h2>
			{main && (
				<div class="club-odds">
					{main.selections.map((sel) => (
						<OddButton
							key={sel.id}
							ev={ev}
							market={main}
							sel={sel}
							model={model}
							say={say}
							named={pickText(ev, sel)}
							describedBy={title}
						/>
					))}
				</div>
			)}
		</article>
	);
}

export function SportBoard({ model }: { model: SportsModel }) {
	usePullRefresh(() => model.fetchBoard());
	useEffect(() => {
		void model.fetchBoard();
	}, [model]);
	// what the tiles said last; on the page before the first tap, so the first addition is heard too:
	const [said, say] = useState('');
	// a receipt shows for a bet placed here, not for one placed before the board opened:
	const before = useRef(model.lastOrder.peek());
	const status = model.boardStatus.value;
	const events = model.events.value;
	const slip = model.slip.value;
	const done = model.lastOrder.value;
	const slipEvent = slip?.event_id ?? (done !== before.current ? done?.event.id : undefined);
	const ev = events.find((e) => e.id === slip?.event_id);
	const sel = ev?.main?.selections.find((s) => s.id === slip?.selection_id);
	const tabs = [
		{ key: '', label: t('sports.all') },
		...model.sports.value.map((s) => ({ key: s.code, label: sportName(s.code, s.name) })),
	];
	return (
		<>
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
						<LoadError retry={() => void model.fetchBoard()}>{t('sports.loadFailed')}</LoadError>
					) : status === 'loading' || status === 'idle' ? (
						<Loading />
					) : events.length ? (
						events.map((e) => <EventCard key={e.id} ev={e} model={model} say={say} />)
					) : (
						<EmptyState text={t('sports.noEvents')} />
					)}
				</div>
				<PickNews said={said} />
			</div>
			{slipEvent !== undefined && (
				<BetSlip model={model} eventId={slipEvent} name={ev && sel ? pickText(ev, sel) : (slip?.name ?? '')} />
			)}
		</>
	);
}
