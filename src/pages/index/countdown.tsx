// A race's start time, or the race card's own countdown in its last minutes, ticking from the app's clock.
import { useNow } from '../../components/use-now.ts';
import { t } from '../../i18n/index.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { clockText, nextChange, SECONDS_FROM } from '../../lib/countdown-clock.ts';
import { formatTime } from '../../lib/format.ts';

// a race further off than a day wakes nothing: the list is read again long before
const DAY = 86_400_000;

export function StartTime({ start, open, clock = systemClock }: { start: string; open: boolean; clock?: Clock }) {
	const at = Date.parse(start);
	// only races about to start tick, once a second; the rest wake once, when their countdown begins:
	const now = useNow(clock, (n) => {
		const left = at - n;
		if (!open || left <= 0 || left - SECONDS_FROM > DAY) return null;
		return left > SECONDS_FROM ? left - SECONDS_FROM : nextChange(left);
	});
	const left = at - now;
	if (!open || left <= 0 || left > SECONDS_FROM) return <time dateTime={start}>{formatTime(new Date(at))}</time>;
	return (
		<time dateTime={start} class={left > 60_000 ? 'race-countdown' : 'race-countdown race-countdown-final'}>
			{t('race.startsIn', { time: clockText(left) })}
		</time>
	);
}
