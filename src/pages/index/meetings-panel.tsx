// The chosen event type's tab panel: the next races to jump and the day's meetings, or why there are none. A component
// of its own, so only a new list (or its loading, failure or staleness) redraws the meetings; the open-race list, the
// calendar and the bet form's state arriving around it do not.
import { useEffect, useState } from 'preact/hooks';
import { EmptyState } from '../../components/empty-state.tsx';
import { Loading } from '../../components/loading.tsx';
import { tabPanel } from '../../components/tab-switcher.tsx';
import { t } from '../../i18n/index.ts';
import { nextTask } from '../../lib/next-task.ts';
import { races } from '../../state/races/races.ts';
import { MeetingList } from './meeting-list.tsx';
import { NextToJump } from './next-to-jump.tsx';

// the app's first render draws the page around the list, and the list (the next races, the first meetings) comes in
// the task after it, the shell's loading line standing in between: on a budget phone the first render and its layout
// are then two tasks of about half the length. Later visits to the page draw the list at once.
let firstListDrawn = false;

/** The list in the first render itself: the server's render, and the app attaching to it, draw the same list. */
export function drawListAtOnce() {
	firstListDrawn = true;
}

function useListNow(): boolean {
	const [now, setNow] = useState(firstListDrawn);
	useEffect(() => {
		if (now) return;
		let live = true;
		void nextTask().then(() => {
			firstListDrawn = true;
			if (live) setNow(true);
		});
		return () => {
			live = false;
		};
	}, []);
	return now;
}

function MeetingsOrWhyNot() {
	const meetings = races.meetings.value;
	const listNow = useListNow();
	if (meetings.length > 0 && !listNow) return <Loading />;
	if (meetings.length > 0)
		return (
			<>
				<NextToJump meetings={meetings} />
				<MeetingList meetings={meetings} />
			</>
		);
	if (races.meetingsLoading.value) return <Loading />;
	if (races.meetingsFailed.value)
		return (
			<div class="race-error" role="alert">
				<p>{t('race.loadFailed')}</p>
				<button type="button" class="btn" onClick={() => races.loadMeetings(true)}>
					{t('common.retry')}
				</button>
			</div>
		);
	return <EmptyState text={t('race.noMeetings')} />;
}

export function MeetingsPanel() {
	return (
		<div class="meetings-panel" {...tabPanel('race-type', races.raceType.value)}>
			<MeetingsOrWhyNot />
		</div>
	);
}

/** Said above the list when the meetings shown are an older copy (offline, or the server slow to answer). */
export function StaleNote() {
	if (!races.stale.value) return null;
	return (
		<p class="race-stale" role="status">
			{t('race.stale', { minutes: Math.round(races.age.value / 60_000) })}
		</p>
	);
}
