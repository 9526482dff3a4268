// The Home page: the balance, the day picker and the day's meetings, with its data asked for before the first render.
import './index.css';
import { useEffect } from 'preact/hooks';
import { EVENT_TYPES } from '../../../shared/racing/event-types.ts';
import { BalanceText } from '../../components/balance-text.tsx';
import { LazySlip } from '../../components/bet-form/lazy-bet-form.tsx';
import { BrandMark } from '../../components/brand-mark.tsx';
import { takeFocus } from '../../components/focus/focus-next.ts';
import { LiveSlot } from '../../components/live/live-slot.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { TabSwitcher } from '../../components/tab-switcher.tsx';
import { usePullRefresh } from '../../components/use-pull-refresh.ts';
import { t } from '../../i18n/index.ts';
import { firstContent } from '../../lib/first-content.ts';
import { nextTask } from '../../lib/next-task.ts';
import { loadCalendar } from '../../state/races/race-days-model.ts';
import { raceDays, races } from '../../state/races/races.ts';
import { session } from '../../state/session/session.ts';
import { DayPicker } from './day-picker.tsx';
import { MeetingsPanel, StaleNote } from './meetings-panel.tsx';
import { TopBetForm } from './top-bet-form.tsx';

const refreshBalance = () => session.fetchBalance().catch(() => {});

// what the start asked for before the first render, taken once by the page as it mounts
let prefetched: Promise<void> | null = null;

/** The page's own data; as the first route it is asked for before the first render (main.tsx), then joined here. */
export function prefetchHome() {
	// the meetings first: on a cold start their request then takes the connection the page came on (main.tsx)
	const meetings = races.loadMeetings();
	// beside the meetings, not before them (and a task later, so asking for both is not one long task on a budget
	// phone): Today was assumed from the zone the server named last time:
	void nextTask().then(() => loadCalendar(raceDays, races));
	// the balance waits for the first paint: the meetings and the page's render come first
	void firstContent.painted().then(refreshBalance);
	prefetched = meetings;
	return meetings;
}

/** The start's prefetch, once: an early reply can land before the page mounts, and must not be asked for again. */
function joinPrefetch(): Promise<void> {
	const first = prefetched;
	prefetched = null;
	if (first) return first;
	const mine = prefetchHome();
	prefetched = null;
	return mine;
}

function RaceTypeTabs() {
	return (
		<TabSwitcher
			id="race-type"
			label={t('race.eventType')}
			tabs={EVENT_TYPES.map((key) => ({ key, label: t(`race.type.${key}`) }))}
			active={races.raceType.value}
			onChange={races.selectRaceType}
		/>
	);
}

/** The live toggle: its first race is the open-race list's, whose arrival redraws this and not the meetings. */
function HomeLive() {
	return (
		<LiveSlot picked={races.picked.value?.race_id ?? null} firstOpen={races.openRaces.value[0]?.race_id ?? null} />
	);
}

// The page reads no signal itself: each part below reads its own, so what arrives after the first render (the
// calendar, the open races, the balance) redraws that part and not the meetings.
export default function HomePage(_props: PageProps) {
	usePullRefresh(() => Promise.all([races.refresh(), loadCalendar(raceDays, races, true), refreshBalance()]));
	useEffect(() => {
		// the open-race list (the live toggle's first race, the form's races) comes once the meetings are on screen
		// and the first page has settled. The form's code is not run here: evaluating it is a long task on a budget
		// phone, in the very seconds the player starts scrolling and tapping; it runs
		// when the form first opens, from the service worker's precache, which fetches it from that same moment:
		joinPrefetch()
			.then(firstContent.settledTask)
			.then(() => races.loadRaces());
	}, []);
	return (
		<>
			<header class="header home-header">
				<h1 id="page-title" class="header-title" tabIndex={-1} ref={takeFocus}>
					<BrandMark />
					{t('titles.home')}
				</h1>
				<p class="home-balance">
					<span>{t('race.balance')}</span>{' '}
					<strong>
						<BalanceText />
					</strong>
				</p>
			</header>
			<DayPicker />
			<RaceTypeTabs />
			<StaleNote />
			<HomeLive />
			<TopBetForm />
			<MeetingsPanel />
			<LazySlip />
		</>
	);
}
