// The text areas each route's page needs beyond the core, fetched alongside its chunk so it paints in one go.
const wallet = ['wallet', 'account'];

export const routeAreas: Readonly<Record<string, readonly string[]>> = {
	'/pages/login/login': ['session'],
	'/pages/login/register': ['session'],
	'/pages/recharge/recharge': wallet,
	'/pages/recharge/record': wallet,
	'/pages/about/about': ['invite', 'session'],
	'/pages/detail/detail': ['bet'],
	'/pages/order/list': ['orders', 'bet'],
	'/pages/order/sport_list': ['orders', 'sports'],
	'/pages/shop/shop': ['shop', 'invite', 'sports'],
	'/pages/statement/statement': ['wallet', 'safer', 'sports'],
	'/pages/changePassword/changePassword': wallet,
	'/pages/rule/rule': ['bet'],
	'/pages/bankCard/bankCard': wallet,
	'/pages/withdraw/withdraw': wallet,
	'/pages/withdraw/record': wallet,
	'/pages/account/account': ['account', 'wallet', 'safer', 'sports'],
	'/pages/sport/sport': ['sports', 'invite'],
	'/pages/sport/detail': ['sports'],
	'/pages/invitation/index': ['invite', 'sports'],
	'/pages/safer/safer': ['safer', 'sports'],
};

export const areasFor = (path: string): readonly string[] => routeAreas[path] ?? [];
