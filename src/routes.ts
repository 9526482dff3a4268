// The one route table: every page of the app, loaded lazily but the home page. Nothing else imports a page.
import { lazy } from 'preact-iso';
import HomePage, { prefetchHome } from './pages/index/index.tsx';
import { eagerPage, type LazyPage } from './router/async-page.tsx';

export interface RouteDef {
	path: string;
	/** i18n key of the title, shown in the shared header and as document.title. */
	title: string;
	/** The page draws its own header. */
	customHeader: boolean;
	pullToRefresh: boolean;
	/** Distance in px from the bottom at which the page loads more. */
	reachBottom?: number;
	/** Reachable without signing in. */
	public?: boolean;
	/** Shows the bottom navigation bar. */
	tabBar?: boolean;
	page: LazyPage;
	/** Asks for the page's data; called before the first render when the app opens on this route. */
	prefetch?: () => unknown;
}

// the home page is most players' first screen: it comes with the first paint rather than one round trip later.
const HOME = {
	customHeader: true,
	pullToRefresh: true,
	tabBar: true,
	page: eagerPage(HomePage),
	prefetch: prefetchHome,
};
const PLAIN = { customHeader: false, pullToRefresh: false };

export const routes: RouteDef[] = [
	{ path: '/', title: 'titles.home', ...HOME },
	{ path: '/pages/index/index', title: 'titles.home', ...HOME },
	{
		path: '/pages/login/login',
		title: 'titles.login',
		customHeader: true,
		pullToRefresh: false,
		public: true,
		page: lazy(() => import('./pages/login/login.tsx')),
	},
	{
		path: '/pages/login/register',
		title: 'titles.register',
		customHeader: true,
		pullToRefresh: false,
		public: true,
		page: lazy(() => import('./pages/login/register.tsx')),
	},
	{
		path: '/pages/recharge/recharge',
		title: 'titles.recharge',
		...PLAIN,
		page: lazy(() => import('./pages/recharge/recharge.tsx')),
	},
	{
		path: '/pages/recharge/record',
		title: 'titles.rechargeRecord',
		customHeader: false,
		pullToRefresh: true,
		page: lazy(() => import('./pages/recharge/record.tsx')),
	},
	{ path: '/pages/about/about', title: 'titles.about', ...PLAIN, page: lazy(() => import('./pages/about/about.tsx')) },
	{
		path: '/pages/detail/detail',
		title: 'titles.detail',
		customHeader: true,
		pullToRefresh: true,
		page: lazy(() => import('./pages/detail/detail.tsx')),
	},
	{
		path: '/pages/order/list',
		title: 'titles.order',
		customHeader: false,
		pullToRefresh: true,
		reachBottom: 50,
		tabBar: true,
		page: lazy(() => import('./pages/order/list.tsx')),
	},
	{
		path: '/pages/order/sport_list',
		title: 'titles.sportOrder',
		customHeader: false,
		pullToRefresh: true,
		reachBottom: 50,
		page: lazy(() => import('./pages/order/sport-list.tsx')),
	},
	{
		path: '/pages/shop/shop',
		title: 'titles.shop',
		customHeader: false,
		pullToRefresh: true,
		page: lazy(() => import('./pages/shop/shop.tsx')),
	},
	{
		path: '/pages/statement/statement',
		title: 'titles.statement',
		customHeader: false,
		pullToRefresh: true,
		page: lazy(() => import('./pages/statement/statement.tsx')),
	},
	{
		path: '/pages/changePassword/changePassword',
		title: 'titles.changePassword',
		...PLAIN,
		page: lazy(() => import('./pages/change-password/change-password.tsx')),
	},
	{ path: '/pages/rule/rule', title: 'titles.rule', ...PLAIN, page: lazy(() => import('./pages/rule/rule.tsx')) },
	{
		path: '/pages/bankCard/bankCard',
		title: 'titles.bankCard',
		...PLAIN,
		page: lazy(() => import('./pages/bank-card/bank-card.tsx')),
	},
	{
		path: '/pages/withdraw/withdraw',
		title: 'titles.withdraw',
		...PLAIN,
		page: lazy(() => import('./pages/withdraw/withdraw.tsx')),
	},
	{
		path: '/pages/withdraw/record',
		title: 'titles.withdrawRecord',
		customHeader: false,
		pullToRefresh: true,
		page: lazy(() => import('./pages/withdraw/record.tsx')),
	},
	{
		path: '/pages/account/account',
		title: 'titles.account',
		customHeader: true,
		pullToRefresh: false,
		tabBar: true,
		page: lazy(() => import('./pages/account/account.tsx')),
	},
	{
		path: '/pages/sport/sport',
		title: 'titles.sport',
		customHeader: true,
		pullToRefresh: true,
		tabBar: true,
		page: lazy(() => import('./pages/sport/sport.tsx')),
	},
	{
		path: '/pages/sport/detail',
		title: 'titles.sportDetail',
		...PLAIN,
		page: lazy(() => import('./pages/sport/detail.tsx')),
	},
	{
		path: '/pages/invitation/index',
		title: 'titles.invitation',
		customHeader: false,
		pullToRefresh: true,
		page: lazy(() => import('./pages/invitation/index.tsx')),
	},
	{
		path: '/pages/safer/safer',
		title: 'safer.title',
		customHeader: false,
		pullToRefresh: true,
		page: lazy(() => import('./pages/safer/safer.tsx')),
	},
];

export const findRoute = (path: string): RouteDef | undefined => routes.find((r) => r.path === path);
