// Pending / Won / Lost / All over the race orders: the choice is the page's query, replaced in place, so Back and a
// reload come back to it.
import { t } from '../../i18n/index.ts';
import { redirect } from '../../lib/hash-nav.ts';
import { ORDER_FILTERS, type OrderFilter } from '../../state/bets/order-filter.ts';

export function FilterBar({ value }: { value: OrderFilter }) {
	return (
		<fieldset class="seg">
			<legend class="sr-only">{t('orders.filter')}</legend>
			{ORDER_FILTERS.map((f) => (
				<button
					key={f}
					type="button"
					aria-pressed={f === value}
					onClick={() => redirect(f === 'all' ? '/pages/order/list' : `/pages/order/list?status=${f}`)}
				>
					{t(`orders.show.${f}`)}
				</button>
			))}
		</fieldset>
	);
}
