// One race's card for the trader: runners with their scratch button, the result (entered or corrected), void, and
// who decided it (the result in force, its history, the feed's changes held for a decision).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Call } from '../api.ts';
import { t } from '../i18n.ts';
import { attempt, ReasonButton, when } from '../ui.tsx';
import { type Decisions, finishText, RaceHistory } from './race-history.tsx';

interface Card {
	race: {
		id: number;
		venue: string;
		race_no: number;
		distance: number;
		start_time: string;
		status: string;
		result: { finish: number[][]; abandoned?: boolean } | null;
	};
	runners: { horse_id: number; name: string; barrier: number; jockey: string; scratched: boolean }[];
}

/** `3, 1=4, 2` is 3 first, a dead heat of 1 and 4 for second, then 2. */
const parseFinish = (text: string) =>
	text
		.split(/[,\s]+/)
		.filter(Boolean)
		.map((group) => group.split('=').map(Number));

export function RaceCard({
	call,
	id,
	onChanged,
	onClose,
}: {
	call: Call;
	id: number;
	onChanged: () => void;
	onClose: () => void;
}) {
	const [card, setCard] = useState<Card | null>(null);
	const [decisions, setDecisions] = useState<Decisions | null>(null);
	const [finish, setFinish] = useState('');
	const [early, setEarly] = useState(false);
	const heading = useRef<HTMLHeadingElement>(null);
	// a card opened: its heading takes the focus, so the keyboard starts on the card, not back at the list
	useEffect(() => heading.current?.focus(), [card?.race.id]);
	const load = () =>
		attempt(async () => {
			const [c, d] = await Promise.all([
				call<Card>('GET', `/races/${id}`),
				call<Decisions>('GET', `/races/${id}/decisions`),
			]);
			setCard(c);
			setDecisions(d);
			setFinish(c.race.result && !c.race.result.abandoned ? finishText(c.race.result.finish) : '');
		});
	useEffect(() => void load(), [id]);
	if (!card) return null;
	const { race } = card;
	const name = `${race.venue} R${race.race_no}`;
	// a result before the start is refused unless the trader says so, and the audit keeps that they did:
	const notStarted = Date.parse(race.start_time) > Date.now();
	const act = (path: string, body: object, done: string) => async () => {
		const r = await attempt(
			() => call('POST', `/races/${id}/${path}`, body),
			() => done,
		);
		if (r) {
			await load();
			onChanged();
		}
	};
	const voided = race.result?.abandoned;
	return (
		<section class="card" aria-labelledby="race-card-title">
			<div class="row">
				<h2 id="race-card-title" tabIndex={-1} ref={heading}>
					{name} · {race.distance} m · {when(race.start_time)} · {t(`raceStatus.${voided ? 'void' : race.status}`)}
				</h2>
				<button type="button" onClick={onClose}>
					{t('common.close')}
				</button>
			</div>
			<table>
				<thead>
					<tr>
						<th scope="col">{t('races.no')}</th>
						<th scope="col">{t('races.horse')}</th>
						<th scope="col">{t('races.jockey')}</th>
						<th scope="col">{t('common.actions')}</th>
					</tr>
				</thead>
				<tbody>
					{card.runners.map((h) => (
						<tr key={h.horse_id} class={h.scratched ? 'muted' : ''}>
							<th scope="row">{h.horse_id}</th>
							<td>
								{h.name}
								{h.scratched ? ` · ${t('races.scratched')}` : ''}
							</td>
							<td>{h.jockey}</td>
							<td>
								{!h.scratched && !voided && (
									<ReasonButton
										label={t('races.scratch')}
										run={(reason) =>
											act('scratch', { horse_id: h.horse_id, reason }, t('races.scratchedDone', { horse: h.name }))()
										}
									/>
								)}
							</td>
						</tr>
					))}
				</tbody>
			</table>
			{!voided && (
				<div class="actions">
					{notStarted && (
						<label>
							<input type="checkbox" checked={early} onChange={(e) => setEarly(e.currentTarget.checked)} />
							{t('races.early')}
						</label>
					)}
					<label>
						{race.result ? t('races.correctResult') : t('races.enterResult')}
						<input
							value={finish}
							placeholder="3, 1=4, 2"
							aria-describedby="finish-help"
							onInput={(e) => setFinish(e.currentTarget.value)}
						/>
					</label>
					<span id="finish-help" class="muted">
						{t('races.finishHelp')}
					</span>
					<ReasonButton
						label={race.result ? t('races.correct') : t('races.declare')}
						run={(reason) =>
							act(
								'result',
								{ finish: parseFinish(finish), reason, ...(early ? { early } : {}) },
								t('races.resulted', { race: name }),
							)()
						}
					/>
					<ReasonButton
						label={t('races.void')}
						danger
						run={(reason) => act('void', { reason }, t('races.voided', { race: name }))()}
					/>
				</div>
			)}
			{decisions && (
				<RaceHistory
					d={decisions}
					decide={(path, reason) => act(path, { reason }, t('races.decided', { race: name }))()}
				/>
			)}
		</section>
	);
}
