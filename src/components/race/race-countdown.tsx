// A race's time to the jump, ticking from the app's clock; once it is past, what became of the race instead.
import { t } from '../../i18n/index.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { nextChange } from '../../lib/countdown-clock.ts';
import { jumpText } from '../../lib/race-countdown.ts';
import type { RaceStatus } from '../../state/races/races-model.ts';
import { useNow } from '../use-now.ts';

interface Props {
	start: string;
	status: RaceStatus;
	/** Words the time left (e.g. 'Jumps in 4:32'); the bare time without it. */
	label?: string;
	clock?: Clock;
}

/** Remount it (key) for another race: the time it shows is read when what it shows would change. */
export function RaceCountdown({ start, status, label, clock = systemClock }: Props) {
	const at = Date.parse(start);
	const open = status === 'open';
	const now = useNow(clock, (n) => (open && at > n ? nextChange(at - n) : null));
	// a race past its start takes no bets, whatever a list not yet read again says:
	if (!open || at <= now) {
		const shown = open ? 'closed' : status;
		return <span class={`jump jump-${shown}`}>{t(`race.status.${shown}`)}</span>;
	}
	const words = jumpText(at - now);
	const time = words.key === 'clock' ? words.time : t(`racecard.jump.${words.key}`, words);
	return (
		<time class={words.key === 'clock' ? 'jump jump-near' : 'jump'} dateTime={start}>
			{label ? t(label, { time }) : time}
		</time>
	);
}
