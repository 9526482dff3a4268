// The shell's parts the first screen does not need, loaded once it has painted: the offline bar and the dialog's slot.
// Their models stay in the entry, so nothing said before they arrive is lost.
import { OfflineBar } from './components/offline-bar.tsx';
import { ModalSlot } from './router/modal-slot.tsx';

/** Above the page: the bar keeps the sticky headers' place. */
export const LateTop = OfflineBar;

/** Below the page, beside the toasts. */
export const LateBottom = ModalSlot;
