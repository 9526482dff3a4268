// English bet text joins the bundled table only when the form loads, keeping it out of the first paint; Chinese follows it.
import enBet from '../../i18n/en/bet.ts';
import { registerArea } from '../../i18n/index.ts';

/** Resolves once the active language's bet text is in (at once in English). */
export const betText = registerArea('bet', enBet).catch(() => {});
