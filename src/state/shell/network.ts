// The app's one online signal, fed by the browser window's online and offline events.
import { createNetwork } from './network-model.ts';

export const network = createNetwork(typeof window === 'undefined' ? undefined : window);
