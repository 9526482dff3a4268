// Bet form fields: bet type, first race, runner checkboxes and stake.
import { useEffect, useState } from 'react';
import { fetchRunners } from './api.js';

const BET_TYPES = ['Select', 'Single Win', 'Single Place', 'Quinella', 'Quinella Box', 'Exacta', 'Trifecta'];
BET_TYPES.push('Trifecta Box', 'First 4', 'Each Way', 'Double WIN', 'Double Place', 'Quinella Stand Out');
BET_TYPES.push('Exacta Stand Out', 'Trifecta Stand Out', 'First 4 Stand Out');

export function BetForm({ races }) {
	const [betType, setBetType] = useState(0);
	const [raceId, setRaceId] = useState('');
	const [runners, setRunners] = useState([]);
	const [picked, setPicked] = useState([]);
	const [stake, setStake] = useState('');
	useEffect(() => {
		if (raceId) fetchRunners(raceId).then(setRunners, () => setRunners([]));
	}, [raceId]);
	const toggle = (id) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
	return (
		<form className="bet-form" aria-label="Bet order" onSubmit={(e) => e.preventDefault()}>
			<label htmlFor="bet-type">Bet type</label>
			<select
				id="bet-type"
				value={betType}
				onChange={(e) => {
					setBetType(Number(e.target.value));
					setPicked([]);
				}}
			>
				{BET_TYPES.map((name, i) => (
					<option key={name} value={i}>
						{name}
					</option>
				))}
			</select>
			<label htmlFor="bet-leg1">Race</label>
			<select id="bet-leg1" value={raceId} onChange={(e) => setRaceId(e.target.value)}>
				<option value="">Choose a race</option>
				{races.map((r) => (
					<option key={r.race_id} value={r.race_id}>
						{r.meetings} R{r.raceNo}
					</option>
				))}
			</select>
			<fieldset>
				<legend>Runners</legend>
				{runners.map((r) => (
					<label key={r.horse_id} className="runner">
						<input
							type="checkbox"
							checked={picked.includes(r.horse_id)}
							disabled={r.scratched}
							onChange={() => toggle(r.horse_id)}
						/>
						{r.horse_id}-{r.name}
					</label>
				))}
			</fieldset>
			<label htmlFor="bet-amount">Stake</label>
			<input id="bet-amount" inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value)} />
			<p data-testid="bet-combinations">{betType > 0 ? picked.length : 0}</p>
			<button type="submit" className="btn primary">
				Submit
			</button>
		</form>
	);
}
