// The bottom tab bar: Home, Orders, Sport and Account, with the current page's tab marked.
import { t } from '../i18n/index.ts';
import { currentUrl, navigate } from '../lib/hash-nav.ts';

const TABS = [
	{ path: '/', label: 'shell.tabHome', icon: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z' },
	{ path: '/pages/order/list', label: 'shell.tabOrder', icon: 'M5 3h14v18H5zM8 8h8M8 12h8M8 16h5' },
	{ path: '/pages/sport/sport', label: 'shell.tabSport', icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3v18' },
	{
		path: '/pages/account/account',
		label: 'shell.tabAccount',
		icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
	},
];

export function TabBar() {
	const path = currentUrl.value.split('?')[0];
	// the sport orders are the Order tab's other side, so the tab is lit there and a tap goes to the race orders:
	const sports = path === '/pages/order/sport_list';
	const active = path === '/pages/index/index' ? '/' : sports ? '/pages/order/list' : path;
	return (
		<nav class="tab-bar" aria-label={t('shell.tabs')}>
			{TABS.map((tab) => (
				<a
					key={tab.path}
					href={`#${tab.path}`}
					class="tab"
					aria-current={tab.path === active ? 'page' : undefined}
					onClick={(e) => {
						e.preventDefault();
						if (tab.path !== active || sports) navigate(tab.path);
					}}
				>
					<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
						<path d={tab.icon} fill="none" stroke="currentColor" stroke-width="1.8" />
					</svg>
					<span>{t(tab.label)}</span>
				</a>
			))}
		</nav>
	);
}
