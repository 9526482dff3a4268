// Races: a day's races with their state and stakes; a race's card with scratchings, result entry and
// correction (a dead heat is `1=4`), void, and one bet refunded.
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n.ts';
import type { ScreenProps } from '../screen-props.ts';
import { attempt, money, ReasonButton, when } from '../ui.tsx';
import { FeedStatus } from './feed-status.tsx';
import { RaceCard } from './race-card.tsx';

export interface RaceRow {
	id: number;
	venue: string;
	race_no: number;
	start_time: string;
	status: string;
	runners: number;
	scratched: number;
	pending_orders: number;
	pending_stake: number;
}

const today = () => new Date().toISOString().slice(0, 10);

export function RacesScreen({ call }: ScreenProps) {
	const [day, setDay] = useState(today);
	const [list, setList] = useState<RaceRow[] | null>(null);
	const [open, setOpen] = useState<number | null>(null);
	// the Card button a card was opened with, where the focus returns when it closes
	const opener = useRef<HTMLElement | null>(null);
	const close = () => {
		setOpen(null);
		requestAnimationFrame(() => opener.current?.focus());
	};
	const [orderId, setOrderId] = useState('');
	// a day holds many meetings: the trader narrows it to one venue or one state
	const [venue, setVenue] = useState('');
	const [status, setStatus] = useState('');
	const load = () => attempt(async () => setList((await call<{ list: RaceRow[] }>('GET', `/races?day=${day}`)).list));
	useEffect(() => void load(), [day]);
	return (
		<section>
			<FeedStatus call={call} />
			<form class="filters" onSubmit={(e) => e.preventDefault()}>
				<label>
					{t('races.day')}
					<input type="date" value={day} onChange={(e) => setDay(e.currentTarget.value)} />
				</label>
				<label>
					{t('races.orderId')}
					<input inputMode="numeric" value={orderId} onInput={(e) => setOrderId(e.currentTarget.value)} />
				</label>
				<ReasonButton
					label={t('races.refundOrder')}
					danger
					run={(reason) =>
						attempt(
							() => call('POST', `/races/orders/${orderId.trim()}/refund`, { reason }),
							() => t('races.refunded', { id: orderId }),
						)
					}
				/>
			</form>
			<form class="filters" onSubmit={(e) => e.preventDefault()}>
				<label>
					{t('races.venue')}
					<select value={venue} onChange={(e) => setVenue(e.currentTarget.value)}>
						<option value="">{t('status.all')}</option>
						{[...new Set(list?.map((r) => r.venue))].map((v) => (
							<option key={v} value={v}>
								{v}
							</option>
						))}
					</select>
				</label>
				<label>
					{t('common.status')}
					<select value={status} onChange={(e) => setStatus(e.currentTarget.value)}>
						{['', 'open', 'closed', 'resulted', 'abandoned'].map((s) => (
							<option key={s} value={s}>
								{s ? t(`raceStatus.${s}`) : t('status.all')}
							</option>
						))}
					</select>
				</label>
			</form>
			{open !== null && <RaceCard call={call} id={open} onChanged={load} onClose={close} />}
			{list && list.length === 0 && <p>{t('common.none')}</p>}
			{list && list.length > 0 && (
				<table>
					<caption class="sr-only">{t('nav.races')}</caption>
					<thead>
						<tr>
							<th scope="col">{t('races.race')}</th>
							<th scope="col">{t('races.start')}</th>
							<th scope="col">{t('common.status')}</th>
							<th scope="col">{t('races.field')}</th>
							<th scope="col" class="num">
								{t('races.pending')}
							</th>
							<th scope="col">{t('common.actions')}</th>
						</tr>
					</thead>
					<tbody>
						{list
							.filter((r) => (!venue || r.venue === venue) && (!status || r.status === status))
							.map((r) => (
								<tr key={r.id}>
									<th scope="row">
										{r.venue} R{r.race_no}
									</th>
									<td data-label={t('races.start')}>{when(r.start_time)}</td>
									<td data-label={t('common.status')}>{t(`raceStatus.${r.status}`)}</td>
									<td data-label={t('races.field')}>
										{t('races.runners', { n: r.runners - r.scratched, scratched: r.scratched })}
									</td>
									<td class="num" data-label={t('races.pending')}>
										{r.pending_orders} · {money(r.pending_stake)}
									</td>
									<td>
										<button
											type="button"
											onClick={(e) => {
												opener.current = e.currentTarget;
												setOpen(r.id);
											}}
											aria-label={t('races.openCard', { race: `${r.venue} R${r.race_no}` })}
										>
											{t('races.card')}
										</button>
									</td>
								</tr>
							))}
					</tbody>
				</table>
			)}
		</section>
	);
}
