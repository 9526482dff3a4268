// Every API route file, with its mount point. A new area is one line here plus its file.
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { adminRoutes } from './admin.ts';
import { clientErrorRoutes } from './client-errors.ts';
import { eventRoutes } from './events.ts';
import { liveRoutes } from './live.ts';
import { inviteRoutes, taxRateRoutes } from './misc.ts';
import { orderRoutes } from './orders.ts';
import { paymentRoutes } from './payments.ts';
import { replyRoutes } from './replies.ts';
import { saferRoutes } from './safer.ts';
import { shopRoutes } from './shop.ts';
import { sportsRoutes } from './sports.ts';
import { staffAuditRoutes } from './staff/audit.ts';
import { staffAuthRoutes } from './staff/auth.ts';
import { staffMoneyRoutes } from './staff/money.ts';
import { staffPlayerRoutes } from './staff/players.ts';
import { staffRaceDecisionRoutes } from './staff/race-decisions.ts';
import { staffRaceRoutes } from './staff/races.ts';
import { staffSportsRoutes } from './staff/sports.ts';
import { staffTeamRoutes } from './staff/team.ts';
import { userRoutes } from './user.ts';
import { userWalletRoutes, walletRoutes } from './wallet.ts';

export const apiRoutes: [string, Hono<AppEnv>][] = [
	['/api/user', userRoutes],
	['/api/user', userWalletRoutes],
	['/api/wallet', walletRoutes],
	['/api/payments', paymentRoutes],
	['/api/taxrate', taxRateRoutes],
	['/api/invite', inviteRoutes],
	['/api/admin', adminRoutes],
	['/api/sports', sportsRoutes],
	['/api/shop', shopRoutes],
	['/api/live', liveRoutes],
	['/api/safer', saferRoutes],
	['/api/events', eventRoutes],
	['/api/order', orderRoutes],
	// the back office: each area its own mount, so each area's role check covers only its own routes
	['/api/staff/session', staffAuthRoutes],
	['/api/staff/cash', staffMoneyRoutes],
	['/api/staff/players', staffPlayerRoutes],
	['/api/staff/races', staffRaceRoutes],
	['/api/staff/races', staffRaceDecisionRoutes],
	['/api/staff/sports', staffSportsRoutes],
	['/api/staff/audit', staffAuditRoutes],
	['/api/staff/team', staffTeamRoutes],
	['/api/replies', replyRoutes],
	['/api/client-errors', clientErrorRoutes],
];
