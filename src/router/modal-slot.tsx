// The confirmation dialog's code arrives the first time something asks for a confirmation, not with the first paint.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/compat';
import { closeModal, modal } from '../state/modal-model.ts';

let loaded: ComponentType | null = null;

export function ModalSlot({
	load = () => import('../components/modal.tsx'),
}: {
	load?: () => Promise<{ ModalHost: ComponentType }>;
}) {
	const [Host, setHost] = useState<ComponentType | null>(() => loaded);
	const wanted = !!modal.value;
	useEffect(() => {
		if (!wanted || Host) return;
		load().then(
			(m) => setHost(() => (loaded = m.ModalHost)),
			// without its code the dialog cannot ask, so it answers as Cancel would:
			() => closeModal(false),
		);
	}, [wanted, Host, load]);
	return Host ? <Host /> : null;
}
