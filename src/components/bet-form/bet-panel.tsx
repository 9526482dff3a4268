// The lazily loaded form wired to the app's bet draft and the open races of the race model.
import './bet-form.css';
import { betDraft } from '../../state/bet-order.ts';
import { races } from '../../state/races.ts';
import { BetForm } from './bet-form.tsx';
import type { LegChoice } from './leg-select.tsx';

export { betText } from './messages.ts';

export default function BetPanel({ preset }: { preset?: LegChoice | null }) {
	return <BetForm model={betDraft} races={races.openRaces.value} preset={preset ?? null} />;
}
