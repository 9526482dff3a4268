// Races | Sports at the top of the Order page: the player's race orders and sport orders, one tap apart. Each is a
// route of its own (the Sport orders route stays where links found it), swapped in place so Back leaves the page.
import { t } from '../../i18n/index.ts';
import { redirect } from '../../lib/hash-nav.ts';

const KINDS = [
	{ key: 'races', path: '/pages/order/list', label: 'orders.races' },
	{ key: 'sports', path: '/pages/order/sport_list', label: 'orders.sports' },
] as const;

export function OrdersTabs({ at }: { at: 'races' | 'sports' }) {
	return (
		<nav class="seg-links" aria-label={t('orders.kinds')}>
			{KINDS.map((k) => (
				<a
					key={k.key}
					href={`#${k.path}`}
					aria-current={k.key === at ? 'page' : undefined}
					onClick={(e) => {
						e.preventDefault();
						if (k.key !== at) redirect(k.path);
					}}
				>
					{t(k.label)}
				</a>
			))}
		</nav>
	);
}
