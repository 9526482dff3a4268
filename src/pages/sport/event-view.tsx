// One event: every market with its odds; a tap on a price puts it on the slip (a second takes it off), said aloud.
import { useEffect, useState } from 'preact/hooks';
import { LoadError } from '../../components/load-error.tsx';
import { Loading } from '../../components/loading.tsx';
import { fixture, marketName, pickName, sportName, startTime } from '../../components/sport-labels.ts';
import { t } from '../../i18n/index.ts';
import type { SportsModel } from '../../state/sports/sports-model.ts';
import { OddButton, PickNews } from './odd-button.tsx';
import { BetSlip } from './slip.tsx';

export function SportEventView({ model, id }: { model: SportsModel; id: number }) {
	// what the prices said last; on the page before the first tap, as on the board:
	const [said, say] = useState('');
	useEffect(() => {
		if (id > 0) void model.fetchEvent(id);
	}, [model, id]);
	const ev = model.event.value;
	const status = model.eventStatus.value;
	if (!ev || ev.id !== id) {
		if (status === 'error' || !(id > 0)) {
			return <LoadError retry={() => void model.fetchEvent(id)}>{t('sports.loadFailed')}</LoadError>;
		}
		return <Loading />;
	}
	const slip = model.slip.value;
	const open = ev.status === 'open';
	let slipName = '';
	return (
		<div class="club-event">
			<div class="club">
				<section class="club-card">
					<p class="club-muted">
						{sportName(ev.sport)} · {ev.league} · <time dateTime={ev.starts_at}>{startTime(ev)}</time>
					</p>
					{!open && <p class="club-error">{t('sports.closed')}</p>}
				</section>
				{(ev.markets ?? []).map((m) => (
					<section class="club-card" key={m.id} aria-label={marketName(m)}>
						<h2>{marketName(m)}</h2>
						<div class="club-odds">
							{m.selections.map((sel) => {
								const label = `${marketName(m)} · ${pickName(sel, m.line)}`;
								if (slip?.selection_id === sel.id) slipName = label;
								return (
									<OddButton
										key={sel.id}
										ev={ev}
										market={m}
										sel={sel}
										model={model}
										say={say}
										named={`${fixture(ev)}: ${label}`}
										disabled={!open}
									/>
								);
							})}
						</div>
					</section>
				))}
				<PickNews said={said} />
			</div>
			{open && <BetSlip model={model} eventId={ev.id} name={slipName || (slip?.name ?? '')} />}
		</div>
	);
}
