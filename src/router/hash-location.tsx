// Fills preact-iso's LocationProvider.ctx from location.hash, so its Router and lazy work unchanged.
import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/compat';
import { LocationProvider } from 'preact-iso';
import { appNav, type HashNav, parseHash } from '../lib/hash-nav.ts';

export function HashLocationProvider({ children, nav = appNav() }: { children?: ComponentChildren; nav?: HashNav }) {
	const url = nav.url.value;
	const value = useMemo(
		() => ({
			...parseHash(url),
			route: (to: string, replace?: boolean) => (replace ? nav.redirect(to) : nav.navigate(to)),
			back: nav.back,
			forward: nav.forward,
			// the Router scrolls to the top only after a push:
			wasPush: nav.wasPush(),
		}),
		[url, nav],
	);
	return <LocationProvider.ctx.Provider value={value}>{children}</LocationProvider.ctx.Provider>;
}
