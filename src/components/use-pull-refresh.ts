// Pages on a pull-to-refresh route register what a pull reloads; the shell owns the gesture.
import { createContext } from 'preact';
import { useContext } from 'preact/hooks';

export type RefreshHandler = () => Promise<unknown>;

export const PullRefreshContext = createContext<{ current: RefreshHandler } | null>(null);

export function usePullRefresh(handler: RefreshHandler) {
	const slot = useContext(PullRefreshContext);
	if (slot) slot.current = handler;
}
