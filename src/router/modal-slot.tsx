// The confirmation dialog's code arrives the first time something asks for a confirmation, not with the first paint.
import type { ComponentType } from 'preact';
import { useEffect } from 'preact/hooks';
import { type Lazy, lazy } from '../../shared/lib/lazy.ts';
import { useLazy } from '../components/use-lazy.ts';
import { closeModal, modal } from '../state/shell/modal.ts';

// its stylesheet comes with it:
const host = lazy(() =>
	Promise.all([import('../components/modal.tsx'), import('../styles/overlay.css')]).then(([m]) => m.ModalHost),
);

export function ModalSlot({ source = host }: { source?: Lazy<ComponentType> }) {
	const { value: Host, phase } = useLazy(source, !!modal.value);
	useEffect(() => {
		// without its code the dialog cannot ask, so it answers as Cancel would:
		if (phase === 'error') closeModal(false);
	}, [phase]);
	return Host ? <Host /> : null;
}
