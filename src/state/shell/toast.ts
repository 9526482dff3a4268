// The app's one toast, on the system clock: what pages and models show and hide.
import { createToasts } from './toast-model.ts';

const shared = createToasts();
export const toast = shared.toast;
export const showToast = shared.show;
export const hideToast = shared.hide;
