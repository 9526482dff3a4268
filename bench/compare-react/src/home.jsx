// Home: balance header, event type tabs, the bet form behind a toggle, and the day's meetings.
import { useEffect, useState } from 'react';
import { fetchBalance, fetchDayTable, fetchRaces, today } from './api.js';
import { BetForm } from './bet-form.jsx';

const TYPES = ['Races', 'Harness', 'Greyhounds'];

function RaceRow({ race }) {
	const time = new Date(race.start_time).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
	return (
		<li className="race-row">
			<a href={`#/pages/detail/detail?race_id=${race.race_id}`} className="race-link">
				<span>Race {race.raceNo}</span> <span>{time}</span> <span>{race.status}</span>
			</a>
		</li>
	);
}

export function Home() {
	const [balance, setBalance] = useState(null);
	const [type, setType] = useState(TYPES[0]);
	const [meetings, setMeetings] = useState(null);
	const [races, setRaces] = useState([]);
	const [failed, setFailed] = useState(false);
	const [showForm, setShowForm] = useState(false);
	useEffect(() => {
		fetchBalance().then(setBalance, () => {});
		fetchRaces().then(
			(list) => setRaces(list.filter((r) => r.status === 'open')),
			() => {},
		);
	}, []);
	useEffect(() => {
		setMeetings(null);
		fetchDayTable(today(), type).then(setMeetings, () => setFailed(true));
	}, [type]);
	return (
		<>
			<header className="header">
				<h1>Horse Club</h1>
				<p>
					Balance <strong>{balance === null ? '—' : Number(balance).toFixed(2)}</strong>
				</p>
			</header>
			<div className="tabs" role="tablist" aria-label="Event type">
				{TYPES.map((t) => (
					<button key={t} type="button" role="tab" aria-selected={t === type} onClick={() => setType(t)}>
						{t}
					</button>
				))}
			</div>
			<button type="button" className="btn primary" aria-expanded={showForm} onClick={() => setShowForm(!showForm)}>
				{showForm ? 'Hide bet form' : 'Place a bet'}
			</button>
			{showForm && <BetForm races={races} />}
			{meetings === null ? (
				<p role="status">{failed ? 'Could not load the races' : 'Loading…'}</p>
			) : meetings.length === 0 ? (
				<p className="empty">No meetings on this day</p>
			) : (
				meetings.map((m) => (
					<section key={m.event_id} className="meeting">
						<h2>
							{m.meetings} <small>{m.code}</small>
						</h2>
						<ul className="race-list">
							{m.races.map((r) => (
								<RaceRow key={r.race_id} race={r} />
							))}
						</ul>
					</section>
				))
			)}
		</>
	);
}
