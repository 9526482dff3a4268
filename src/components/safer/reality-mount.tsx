// Loads the reality check only once a player is signed in, so the first paint doesn't carry it.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/compat';
import { session } from '../../state/session.ts';

export function RealityMount() {
	const on = session.loggedIn.value;
	const [Check, setCheck] = useState<ComponentType | null>(null);
	useEffect(() => {
		if (on && !Check) void import('./reality-check.tsx').then((m) => setCheck(() => m.RealityCheck));
	}, [on]);
	return on && Check ? <Check /> : null;
}
