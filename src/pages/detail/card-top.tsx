// The parts of a race card that can arrive a moment after it, a chunk of its own so the page's stays small: the
// meeting's R1..Rn and the time to the jump at the top, a resulted card's result (`at="result"`) and what the prices
// are (`at="note"`). The switcher stays while the next race's card loads, so a tap on it keeps focus where it was.
import { useEffect } from 'preact/hooks';
import { RaceCountdown } from '../../components/race/race-countdown.tsx';
import { RaceSwitcher } from '../../components/race/race-switcher.tsx';
import { meetingRaces } from '../../state/races/meeting-races.ts';
import type { RaceCard } from '../../state/races/race-card-model.ts';
import { PriceNote } from './price-note.tsx';
import { RaceResult } from './race-result.tsx';

/** Pull-to-refresh on the card: its meeting read from the server again. */
export const reloadMeeting = () => meetingRaces().reload();

export function CardTop({ raceId, card, at }: { raceId: number; card: RaceCard | null; at?: 'result' | 'note' }) {
	const model = meetingRaces();
	// the meeting is read once a visit (the model skips the card's 20 s refreshes), and again by the next visit:
	useEffect(() => {
		if (card && !at) void model.load(card);
	}, [card, model, at]);
	useEffect(() => (at ? undefined : model.leave), [model, at]);
	if (at) return card && (at === 'note' ? <PriceNote card={card} /> : <RaceResult card={card} />);
	const meeting = model.meeting.value;
	if (!meeting?.races.some((r) => r.race_id === raceId)) return null;
	// the card is newer than the day's list: its own race shows as the card says
	const races = card
		? meeting.races.map((r) =>
				r.race_id === card.race_id ? { ...r, status: card.status, start_time: card.start_time } : r,
			)
		: meeting.races;
	return (
		<div class="card-top">
			<RaceSwitcher meeting={{ ...meeting, races }} current={raceId} />
			{card && (
				<p class="race-jump">
					<RaceCountdown key={card.race_id} start={card.start_time} status={card.status} label="racecard.jumpsIn" />
				</p>
			)}
		</div>
	);
}
