// The statement page: ledger entries with their running balance, filtered by type and date range.
import '../../styles/overlay.css';
import '../../styles/wallet.css';
import { DateRangePicker } from '../../components/date-range-picker/date-range-picker.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { ActivitySummary } from '../../components/safer/activity-summary.tsx';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import { statement } from '../../state/wallet/statement.ts';
import { ENTRY_TYPES, type StatementEntry, statementNote } from '../../state/wallet/statement-model.ts';

const typeLabel = (type: string) => {
	const text = t(`wallet.types.${type}`);
	// a kind this build does not know yet is still shown, as the server names it:
	return text === `wallet.types.${type}` ? type : text;
};

function Row({ entry }: { entry: StatementEntry }) {
	const plus = entry.amount >= 0;
	const note = statementNote(entry, t);
	return (
		<li class="w-row">
			<div>
				<div>{typeLabel(entry.type)}</div>
				<div class="w-muted">{formatDateTime(new Date(entry.time))}</div>
				{note && <div class="w-muted">{note}</div>}
			</div>
			<div>
				<div class={plus ? 'w-plus' : 'w-minus'}>
					{plus ? '+' : ''}
					{formatAmount(entry.amount)}
				</div>
				<div class="w-muted">{t('wallet.balanceAfter', { balance: formatAmount(entry.balance) })}</div>
			</div>
		</li>
	);
}

export default function StatementPage(_props: PageProps) {
	const filter = statement.filter.value;
	return (
		<>
			<div class="w-filters">
				<label class="w-muted" for="statement-type" style={{ alignSelf: 'center' }}>
					{t('wallet.type')}
				</label>
				<select
					id="statement-type"
					value={filter.type}
					onChange={(e) => void statement.setFilter({ type: e.currentTarget.value })}
				>
					<option value="">{t('wallet.allTypes')}</option>
					{ENTRY_TYPES.map((type) => (
						<option key={type} value={type}>
							{typeLabel(type)}
						</option>
					))}
				</select>
				<DateRangePicker
					id="statement-range"
					value={{ start: filter.start, end: filter.end }}
					onChange={(range) => void statement.setFilter(range)}
				/>
				{filter.start && (
					<button type="button" class="btn" onClick={() => void statement.setFilter({ start: '', end: '' })}>
						{t('wallet.clearDates')}
					</button>
				)}
			</div>
			<ActivitySummary />
			<PagedList pager={statement} row={(entry) => <Row key={entry.id} entry={entry} />} />
		</>
	);
}
