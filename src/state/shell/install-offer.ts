// The app's one install offer, kept in the browser's localStorage.
import { createInstallOffer } from './install-offer-model.ts';

export const installOffer = createInstallOffer();
