// The guard wired to the app's router, route table and session; call once at start, before the first render.

import { appNav, redirect } from '../router/hash-nav.ts';
import { findRoute } from '../routes.ts';
import { session } from './session.ts';
import { startSessionGuard } from './session-guard.ts';

export const guardRoutes = () =>
	startSessionGuard({ url: appNav().url, loggedIn: session.loggedIn, findRoute, redirect });
