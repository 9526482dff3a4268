// docs/spec.md's routes with their English titles, written out here so tests hold the route table and the app to it.
export const SPEC_ROUTES: readonly (readonly [path: string, title: string])[] = [
	['/', 'Horse Club'],
	['/pages/index/index', 'Horse Club'],
	['/pages/login/login', 'Login'],
	['/pages/login/register', 'Sign Up'],
	['/pages/recharge/recharge', 'Player top up'],
	['/pages/recharge/record', 'Top-up history'],
	['/pages/about/about', 'About'],
	['/pages/detail/detail', 'Race card'],
	['/pages/order/list', 'Order'],
	['/pages/order/sport_list', 'Sport orders'],
	['/pages/shop/shop', 'Shop'],
	['/pages/statement/statement', 'Statement'],
	['/pages/changePassword/changePassword', 'Change Password'],
	['/pages/rule/rule', 'Rules'],
	['/pages/bankCard/bankCard', 'Bank account management'],
	['/pages/withdraw/withdraw', 'Withdraw'],
	['/pages/withdraw/record', 'Withdraw Record'],
	['/pages/account/account', 'Account'],
	['/pages/sport/sport', 'Sports'],
	['/pages/sport/detail', 'Sport event'],
	['/pages/invitation/index', 'Invite'],
];

/** The routes a signed-out player is sent to instead of the app. */
export const SIGN_IN_ROUTES = ['/pages/login/login', '/pages/login/register'];
