// A sheet that slides in from the bottom over a mask; it stays mounted through its 300 ms exit.
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/compat';
import { t } from '../i18n/index.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { useDialogFocus } from './focus/use-dialog-focus.ts';

export const POPUP_ANIMATION_MS = 300;

export interface PopupProps {
	open: boolean;
	onClose: () => void;
	label?: string;
	children?: ComponentChildren;
	clock?: Clock;
}

export function Popup({ open, onClose, label, children, clock = systemClock }: PopupProps) {
	const [mounted, setMounted] = useState(open);
	const [shown, setShown] = useState(false);
	const box = useRef<HTMLDivElement>(null);
	useDialogFocus(box, open && mounted, onClose);
	useEffect(() => {
		if (open) {
			setMounted(true);
			// one frame later, so the slide-in transition has a start state:
			const id = clock.setTimeout(() => setShown(true), 16);
			return () => clock.clearTimeout(id);
		}
		setShown(false);
		const id = clock.setTimeout(() => setMounted(false), POPUP_ANIMATION_MS);
		return () => clock.clearTimeout(id);
	}, [open, clock]);
	if (!mounted) return null;
	return (
		<div ref={box} class={`popup${shown ? ' popup-open' : ''}`}>
			{/* for a tap beside the sheet; the keyboard has Escape, so the full-screen mask is no Tab stop: */}
			<button type="button" class="mask popup-mask" tabIndex={-1} aria-label={t('shell.close')} onClick={onClose} />
			<div class="popup-sheet" role="dialog" aria-modal="true" aria-label={label}>
				{children}
			</div>
		</div>
	);
}
