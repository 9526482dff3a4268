// The 'Live' toggle; the video player is its own chunk, fetched only when a player turns it on.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/compat';
import { Loading } from '../../components/loading.tsx';
import { loadAreas, t } from '../../i18n/index.ts';
import { races } from '../../state/races.ts';

type Stream = ComponentType<{ raceId?: number; onClose: () => void }>;
let loaded: Stream | null = null;

export function LiveSlot({ raceId }: { raceId: number | null }) {
	const on = races.showLiveVideo.value;
	const [Stream, setStream] = useState<Stream | null>(() => loaded);
	const [failed, setFailed] = useState(false);
	useEffect(() => {
		if (!on || loaded) return;
		// the player's text comes with it, so its controls never show bare keys:
		Promise.all([import('../../components/live/live-stream.tsx'), loadAreas(['live'])]).then(
			([m]) => setStream(() => (loaded = m.LiveStream)),
			() => setFailed(true),
		);
	}, [on]);
	const close = () => races.setShowLiveVideo(false);
	return (
		<section class="live-slot">
			<button type="button" class="btn live-toggle" aria-pressed={on} onClick={() => races.setShowLiveVideo(!on)}>
				{t('race.live')}
			</button>
			{on && Stream && <Stream raceId={raceId ?? undefined} onClose={close} />}
			{on && !Stream && !failed && <Loading />}
			{on && failed && <p class="empty">{t('race.liveUnavailable')}</p>}
		</section>
	);
}
