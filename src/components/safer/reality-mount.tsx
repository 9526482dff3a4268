// Loads the reality check only once a player is signed in and the first page has its data, so neither waits on the other.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { firstContent } from '../../lib/first-content.ts';
import { nextTask } from '../../lib/next-task.ts';
import { session } from '../../state/session/session.ts';

export function RealityMount() {
	const on = session.loggedIn.value;
	const [Check, setCheck] = useState<ComponentType | null>(null);
	useEffect(() => {
		if (!on || Check) return;
		void firstContent
			.settledTask()
			.then(() => import('./reality-check.tsx'))
			// drawn a task after its chunks ran: evaluating them and drawing the check are two tasks, not one long one
			.then((m) => nextTask().then(() => setCheck(() => m.RealityCheck)));
	}, [on]);
	return on && Check ? <Check /> : null;
}
