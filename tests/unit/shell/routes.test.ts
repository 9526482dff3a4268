import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import en from '../../../src/i18n/en/index.ts';
import { SPEC_ROUTES } from '../../setup/spec-routes.ts';
import { findRoute, routes } from './route-pages.ts';

const lookup = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], en);

const test = suite('route table');

test('has every route of the spec with its English title', () => {
	assert.is(new Set(routes.map((r) => r.path)).size, routes.length, 'each path appears once');
	for (const [path, title] of SPEC_ROUTES) {
		const route = findRoute(path);
		assert.ok(route, `missing route ${path}`);
		assert.is(lookup(route!.title), title, `wrong title for ${path}`);
	}
});

test('/ and /pages/index/index are the same page', () => {
	assert.is(findRoute('/')?.page, findRoute('/pages/index/index')?.page);
});

// routes added beyond the spec's table are free to choose their own flags:
const specRoutes = routes.filter((r) => SPEC_ROUTES.some(([path]) => path === r.path));

test('custom headers, pull-to-refresh and reach-bottom follow the spec', () => {
	const custom = specRoutes.filter((r) => r.customHeader).map((r) => r.path);
	assert.equal(custom, [
		'/',
		'/pages/index/index',
		'/pages/login/login',
		'/pages/login/register',
		'/pages/detail/detail',
		'/pages/account/account',
		'/pages/sport/sport',
		// beyond the spec: the sport event page draws the shared header itself, to title it by its match
		'/pages/sport/detail',
	]);
	const pull = specRoutes.filter((r) => r.pullToRefresh).map((r) => r.path);
	assert.equal(pull, [
		'/',
		'/pages/index/index',
		'/pages/recharge/record',
		'/pages/detail/detail',
		'/pages/order/list',
		'/pages/order/sport_list',
		'/pages/shop/shop',
		'/pages/statement/statement',
		'/pages/withdraw/record',
		'/pages/sport/sport',
		'/pages/invitation/index',
	]);
	assert.is(findRoute('/pages/sport/detail')?.pullToRefresh, false, 'Sport-Detail has no pull-to-refresh');
	assert.is(findRoute('/pages/order/list')?.reachBottom, 50);
	assert.is(findRoute('/pages/order/sport_list')?.reachBottom, 50);
	assert.equal(
		routes.filter((r) => r.public).map((r) => r.path),
		['/pages/login/login', '/pages/login/register'],
		'only login and register are public',
	);
});

test.run();
