// English bet text joins the bundled table only when the form loads, keeping it out of the first paint.
import enBet from '../../i18n/en/bet.ts';
import { addMessages } from '../../i18n/index.ts';

addMessages('en', { bet: enBet });
