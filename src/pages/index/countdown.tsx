// A race's start time, or a ticking countdown in its last minutes.
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { formatTime } from '../../lib/format.ts';

const COUNTDOWN_MS = 5 * 60_000;

const two = (n: number) => String(n).padStart(2, '0');

export function StartTime({ start, open }: { start: string; open: boolean }) {
	const at = Date.parse(start);
	const [now, setNow] = useState(Date.now);
	const left = at - now;
	const counting = open && left > 0 && left <= COUNTDOWN_MS;
	useEffect(() => {
		// only races about to start tick, once a second; the rest wake once, when their countdown begins:
		if (counting) {
			const id = setInterval(() => setNow(Date.now()), 1000);
			return () => clearInterval(id);
		}
		const wait = at - Date.now() - COUNTDOWN_MS;
		if (!open || wait <= 0 || wait > 86_400_000) return;
		const id = setTimeout(() => setNow(Date.now()), wait + 50);
		return () => clearTimeout(id);
	}, [at, open, counting]);
	if (!counting) return <time dateTime={start}>{formatTime(new Date(at))}</time>;
	const s = Math.ceil(left / 1000);
	return (
		<time dateTime={start} class={s > 60 ? 'race-countdown' : 'race-countdown race-countdown-final'}>
			{t('race.startsIn', { time: `${two(Math.floor(s / 60))}:${two(s % 60)}` })}
		</time>
	);
}
