// The race Detail page: the race card with live prices, the result once in, and the bet form, titled by the race.
import './detail.css';
import '../../components/runner-no.css';
import { useCallback, useEffect, useRef } from 'preact/hooks';
import { lazy } from '../../../shared/lib/lazy.ts';
import { LazyBetArea, LazySlip, preloadBetForm } from '../../components/bet-form/lazy-bet-form.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { keepFocus } from '../../components/focus/keep-focus.ts';
import { Header } from '../../components/header.tsx';
import { LiveSlot } from '../../components/live/live-slot.tsx';
import { Loading } from '../../components/loading.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { useLazy } from '../../components/use-lazy.ts';
import { usePullRefresh } from '../../components/use-pull-refresh.ts';
import { t } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import { venueTime } from '../../lib/zone-time.ts';
import { raceCard } from '../../state/races/race-card.ts';
import type { RaceCard } from '../../state/races/race-card-model.ts';
import { races } from '../../state/races/races.ts';
import { betSlip } from '../../state/slip/bet-slip.ts';
import { finishOrder } from './finish-order.ts';
import { RunnerList } from './runner-list.tsx';
import { useLivePrices } from './use-live-prices.ts';

// the switcher, countdown, result and price note: asked for with the page, shown once in (runners and prices never
// wait for them); the bet form with its slip too, beside the race's data, so a price tap never waits for a chunk:
const top = lazy(() => import('./card-top.tsx'));
top.preload().catch(() => {});
preloadBetForm().catch(() => {});

function Top(props: { raceId: number; card: RaceCard | null; at?: 'result' | 'note' }) {
	const m = useLazy(top).value;
	return m ? <m.CardTop {...props} /> : null;
}

export default function DetailPage({ options }: PageProps) {
	const raceId = options.race_id ?? '';
	usePullRefresh(() =>
		Promise.all([
			raceCard.load(raceId),
			races.loadRaces(true),
			top.preload().then(
				(m) => m.reloadMeeting(),
				() => {},
			),
		]),
	);
	useEffect(() => {
		if (raceId) raceCard.load(raceId);
		races.loadRaces();
	}, [raceId]);
	const card = raceCard.card.value;
	const shown = card && String(card.race_id) === raceId ? card : null;
	useLivePrices(
		shown?.status === 'open',
		useCallback(() => raceCard.load(raceId), [raceId]),
	);
	// the race open on screen, so a close under the player's eyes (not a card opened closed) moves a lost focus:
	const wasOpen = useRef<number | null>(null);
	useEffect(() => {
		// picks follow the card's prices; an open card's first price tap should not wait for the slip:
		if (!shown) return;
		betSlip.follow(shown);
		// the race stopped taking bets under the player: its picks leave the slip (the slip says so), and focus on a
		// price that is now plain text goes to the race's status instead of <body>:
		if (shown.status !== 'open') {
			betSlip.closeRace(shown.race_id);
			if (wasOpen.current === shown.race_id) keepFocus('race-status', 'page-title');
		}
		wasOpen.current = shown.status === 'open' ? shown.race_id : null;
	}, [shown]);
	// the race's own name is the page's title, in the header and the tab's title, once the card is in:
	const title = shown ? t('race.raceTitle', { meeting: shown.meetings, no: shown.raceNo }) : t('titles.detail');
	useEffect(() => {
		document.title = title;
	}, [title]);
	const priced = shown?.status === 'open' || shown?.status === 'closed';
	const venue = shown?.time_zone ? venueTime(new Date(shown.start_time), shown.time_zone) : null;
	return (
		<>
			<Header title={title} />
			<Top raceId={Number(raceId)} card={shown} />
			{!shown ? (
				// until this race's first answer, it is loading: the error exists only once a load has failed
				raceId && raceCard.failedFor.value !== raceId ? (
					<Loading />
				) : (
					<div class="race-error" role="alert">
						{/* what failed, after the page's own words: */}
						<EmptyState text={t('racecard.notFound', { reason: raceCard.failure.value })} />
						{raceId && (
							<button type="button" class="btn" onClick={() => raceCard.load(raceId)}>
								{t('common.retry')}
							</button>
						)}
					</div>
				)
			) : (
				<>
					<section class="race-head">
						<p>
							<time dateTime={shown.start_time}>{formatDateTime(new Date(shown.start_time))}</time>
							{venue && <span class="nowrap">{` (${t('racecard.venueTime', venue)})`}</span>}
							{shown.distance ? (
								<>
									{' · '}
									<span class="nowrap">{t('racecard.distance', { m: shown.distance })}</span>
								</>
							) : null}
							{' · '}
							<span id="race-status" class={`race-status race-${shown.status}`} tabIndex={-1} aria-live="polite">
								{t(`race.status.${shown.status}`)}
							</span>
						</p>
					</section>
					<LiveSlot picked={shown.race_id} firstOpen={null} />
					{/* a resulted card starts with its result, and lists its runners in finish order */}
					<Top at="result" raceId={shown.race_id} card={shown} />
					<RunnerList card={shown.result ? { ...shown, runners: finishOrder(shown) } : shown} priced={priced} />
					{priced && <Top at="note" raceId={shown.race_id} card={shown} />}
					{shown.status === 'open' && <LazyBetArea card={shown} />}
				</>
			)}
			{/* the slip reads its own picks, so a price tap does not redraw the page: */}
			<LazySlip open={shown?.status === 'open' || undefined} />
		</>
	);
}
