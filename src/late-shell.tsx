// The shell's parts the first screen does not need, loaded once it has painted: the offline bar, the dialog's slot
// and the keys that move within a page's lists. Their models stay in the entry, so nothing said before they arrive
// is lost.

import { startKeys } from './components/focus/roving-keys.ts';
import { OfflineBar } from './components/offline-bar.tsx';
import { ModalSlot } from './router/modal-slot.tsx';

startKeys();

/** Above the page: the bar keeps the sticky headers' place. */
export const LateTop = OfflineBar;

/** Below the page, beside the toasts. */
export const LateBottom = ModalSlot;
