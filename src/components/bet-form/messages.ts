// The form bundles its English text, so it paints at once on the home page; the active language's table follows.
import enBet from '../../i18n/en/bet.ts';
import { registerArea } from '../../i18n/index.ts';

registerArea('bet', enBet).catch(() => {});
