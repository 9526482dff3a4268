// The one route table: everything about each page, loaded lazily but the home page. Nothing else imports a page.
import { ready } from '../shared/lib/lazy.ts';
import HomePage, { prefetchHome } from './pages/index/index.tsx';
import { type RouteDef, route } from './router/route.ts';

// the home page is most players' first screen: it comes with the first paint rather than one round trip later.
const HOME = { customHeader: true, pullToRefresh: true, tabBar: true, page: ready(HomePage), prefetch: prefetchHome };
const wallet = ['wallet', 'account'];

export const routes: RouteDef[] = [
	route({ path: '/', title: 'titles.home', ...HOME }),
	route({ path: '/pages/index/index', title: 'titles.home', ...HOME }),
	route({
		path: '/pages/login/login',
		title: 'titles.login',
		customHeader: true,
		public: true,
		areas: ['session'],
		load: () => import('./pages/login/login.tsx'),
	}),
	route({
		path: '/pages/login/register',
		title: 'titles.register',
		customHeader: true,
		public: true,
		areas: ['session'],
		load: () => import('./pages/login/register.tsx'),
	}),
	route({
		path: '/pages/recharge/recharge',
		title: 'titles.recharge',
		areas: wallet,
		load: () => import('./pages/recharge/recharge.tsx'),
	}),
	route({
		path: '/pages/recharge/record',
		title: 'titles.rechargeRecord',
		pullToRefresh: true,
		areas: wallet,
		load: () => import('./pages/recharge/record.tsx'),
	}),
	route({
		path: '/pages/about/about',
		title: 'titles.about',
		areas: ['invite', 'session'],
		load: () => import('./pages/about/about.tsx'),
	}),
	route({
		path: '/pages/detail/detail',
		title: 'titles.detail',
		customHeader: true,
		pullToRefresh: true,
		areas: ['bet', 'racecard'],
		load: () => import('./pages/detail/detail.tsx'),
	}),
	route({
		path: '/pages/order/list',
		title: 'titles.order',
		pullToRefresh: true,
		reachBottom: 50,
		tabBar: true,
		areas: ['orders', 'bet'],
		load: () => import('./pages/order/list.tsx'),
	}),
	route({
		path: '/pages/order/sport_list',
		title: 'titles.sportOrder',
		pullToRefresh: true,
		reachBottom: 50,
		tabBar: true,
		areas: ['orders', 'sports'],
		load: () => import('./pages/order/sport-list.tsx'),
	}),
	route({
		path: '/pages/shop/shop',
		title: 'titles.shop',
		pullToRefresh: true,
		areas: ['shop', 'invite', 'sports'],
		load: () => import('./pages/shop/shop.tsx'),
	}),
	route({
		path: '/pages/statement/statement',
		title: 'titles.statement',
		pullToRefresh: true,
		areas: ['wallet', 'safer', 'sports', 'bet', 'orders'],
		load: () => import('./pages/statement/statement.tsx'),
	}),
	route({
		path: '/pages/changePassword/changePassword',
		title: 'titles.changePassword',
		areas: wallet,
		load: () => import('./pages/change-password/change-password.tsx'),
	}),
	route({
		path: '/pages/rule/rule',
		title: 'titles.rule',
		areas: ['bet'],
		load: () => import('./pages/rule/rule.tsx'),
	}),
	route({
		path: '/pages/bankCard/bankCard',
		title: 'titles.bankCard',
		areas: wallet,
		load: () => import('./pages/bank-card/bank-card.tsx'),
	}),
	route({
		path: '/pages/withdraw/withdraw',
		title: 'titles.withdraw',
		areas: wallet,
		load: () => import('./pages/withdraw/withdraw.tsx'),
	}),
	route({
		path: '/pages/withdraw/record',
		title: 'titles.withdrawRecord',
		pullToRefresh: true,
		areas: wallet,
		load: () => import('./pages/withdraw/record.tsx'),
	}),
	route({
		path: '/pages/account/account',
		title: 'titles.account',
		customHeader: true,
		tabBar: true,
		areas: ['account', 'wallet', 'safer', 'sports'],
		load: () => import('./pages/account/account.tsx'),
	}),
	route({
		path: '/pages/sport/sport',
		title: 'titles.sport',
		customHeader: true,
		pullToRefresh: true,
		tabBar: true,
		areas: ['sports', 'invite'],
		load: () => import('./pages/sport/sport.tsx'),
	}),
	route({
		path: '/pages/sport/detail',
		title: 'titles.sportDetail',
		customHeader: true,
		areas: ['sports'],
		load: () => import('./pages/sport/detail.tsx'),
	}),
	route({
		path: '/pages/invitation/index',
		title: 'titles.invitation',
		pullToRefresh: true,
		areas: ['invite', 'sports'],
		load: () => import('./pages/invitation/index.tsx'),
	}),
	route({
		path: '/pages/safer/safer',
		title: 'safer.title',
		pullToRefresh: true,
		areas: ['safer', 'sports'],
		load: () => import('./pages/safer/safer.tsx'),
	}),
];

export const findRoute = (path: string): RouteDef | undefined => routes.find((r) => r.path === path);
