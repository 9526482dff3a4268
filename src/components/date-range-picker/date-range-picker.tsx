// Start and end dates chosen in a bottom sheet; OK applies them (swapped when reversed), Cancel changes nothing.
// Styled by .range-* rules in styles/wallet.css: component modules stay free of CSS imports so they load in tests.
import { useState } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { today } from '../../lib/format.ts';
import { Popup } from '../popup.tsx';
import { applyRange, type DateRange, END_YEAR, START_YEAR, yearBounds } from './range.ts';

export interface DateRangePickerProps {
	id: string;
	value: DateRange;
	onChange(range: DateRange): void;
	startYear?: number;
	endYear?: number;
	okText?: string;
	cancelText?: string;
	/** The day offered when nothing is chosen yet. */
	now?: () => string;
	clock?: Clock;
}

export function DateRangePicker(props: DateRangePickerProps) {
	const { id, value, onChange, startYear = START_YEAR, endYear = END_YEAR, now = () => today(), clock } = props;
	const [open, setOpen] = useState(false);
	const [draft, setDraft] = useState<DateRange>(value);
	const { min, max } = yearBounds(startYear, endYear);
	const show = () => {
		// every opening starts from the applied value, so a cancelled edit leaves no trace:
		setDraft({ start: value.start || now(), end: value.end || now() });
		setOpen(true);
	};
	const ok = () => {
		const range = applyRange(draft, startYear, endYear);
		setOpen(false);
		if (range) onChange(range);
	};
	const field = (side: keyof DateRange, label: string) => (
		<label class="range-field" for={`${id}-${side}`}>
			<span>{label}</span>
			<input
				id={`${id}-${side}`}
				type="date"
				min={min}
				max={max}
				value={draft[side]}
				onInput={(e) => {
					const next = e.currentTarget.value;
					setDraft((d) => ({ ...d, [side]: next }));
				}}
			/>
		</label>
	);
	return (
		<>
			<button type="button" class="btn range-trigger" aria-haspopup="dialog" aria-expanded={open} onClick={show}>
				<span class="range-label">{t('wallet.dates')}</span>
				{value.start ? `${value.start} ~ ${value.end}` : t('wallet.allDates')}
			</button>
			<Popup open={open} onClose={() => setOpen(false)} label={t('wallet.rangeTitle')} clock={clock}>
				<div class="range-sheet">
					<h2>{t('wallet.rangeTitle')}</h2>
					{field('start', t('wallet.start'))}
					{field('end', t('wallet.end'))}
					<div class="modal-actions">
						<button type="button" class="btn range-cancel" onClick={() => setOpen(false)}>
							{props.cancelText ?? t('common.cancel')}
						</button>
						<button type="button" class="btn btn-primary range-ok" onClick={ok}>
							{props.okText ?? t('common.ok')}
						</button>
					</div>
				</div>
			</Popup>
		</>
	);
}
