// Page frame: content above a bottom tab bar, as the Preact shell draws it.
import { NavLink, Outlet } from 'react-router';

const TABS = [
	['/', 'Home'],
	['/pages/order/list', 'Order'],
	['/pages/sport/sport', 'Sports'],
	['/pages/account/account', 'Account'],
];

export function Shell() {
	return (
		<div className="app">
			<main className="page">
				<Outlet />
			</main>
			<nav className="tab-bar" aria-label="Main">
				{TABS.map(([to, label]) => (
					<NavLink key={to} to={to} end className="tab">
						{label}
					</NavLink>
				))}
			</nav>
		</div>
	);
}
