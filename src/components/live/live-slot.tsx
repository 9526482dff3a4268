// The 'Live' toggle; the video player is its own chunk, fetched only when a player turns it on.
import type { ComponentType } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { lazy } from '../../../shared/lib/lazy.ts';
import { loadAreas, t } from '../../i18n/index.ts';
import { races } from '../../state/races/races.ts';
import { Loading } from '../loading.tsx';
import { useLazy } from '../use-lazy.ts';

type Stream = ComponentType<{ raceId?: number; onClose: () => void }>;
// the player's text comes with it, so its controls never show bare keys:
const stream = lazy<Stream>(() =>
	Promise.all([import('./live-stream.tsx'), loadAreas(['live'])]).then(([m]) => m.LiveStream),
);

/**
 * The race whose stream the view shows. It changes only when the player picks a race: the open-race list arriving
 * after the view was turned on must not swap the video (and its comments) from under them. `held` keeps the first
 * open race as it was when the view was turned on (undefined while it is off).
 */
export function watchedRace(
	held: { current: number | null | undefined },
	on: boolean,
	picked: number | null,
	firstOpen: number | null,
): number | null {
	if (!on) held.current = undefined;
	else if (held.current === undefined) held.current = firstOpen;
	return picked ?? held.current ?? null;
}

/** `picked`: the race the player chose; `firstOpen`: the first open race, the stream shown when none is chosen. */
export function LiveSlot({ picked, firstOpen }: { picked: number | null; firstOpen: number | null }) {
	const on = races.showLiveVideo.value;
	const raceId = watchedRace(useRef(undefined), on, picked, firstOpen);
	const { value: Stream, phase } = useLazy(stream, on);
	const close = () => races.setShowLiveVideo(false);
	// leaving the page stops the video: the next page starts with it off
	useEffect(() => close, []);
	return (
		<section class="live-slot">
			<button type="button" class="btn live-toggle" aria-pressed={on} onClick={() => races.setShowLiveVideo(!on)}>
				{t('race.live')}
			</button>
			{on && Stream && <Stream raceId={raceId ?? undefined} onClose={close} />}
			{on && !Stream && phase === 'loading' && <Loading />}
			{on && !Stream && phase === 'error' && <p class="empty">{t('race.liveUnavailable')}</p>}
		</section>
	);
}
