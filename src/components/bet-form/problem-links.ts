// Where each of the bet's problems belongs in the form: the control it describes once the player has tried to send
// (aria-invalid, aria-describedby), and the control that takes focus when a send is refused for it.
import type { BetProblem } from '../../../shared/bets/validate.ts';

// the controls named by field; a runner list is the fieldset `bet-<field>`:
const CONTROLS: Record<string, string> = {
	bet_type: 'bet-type',
	race_id: 'bet-leg1',
	race_id2: 'bet-leg2',
	betAmount: 'bet-amount',
};

/** The id of a problem's line in the form's list of problems. */
export const problemId = (p: BetProblem) => `bet-err-${p.code}-${p.field ?? 'form'}`;

/** A control's ties to its problems after a tried send; runner lists (fieldsets) take the description only. */
export function problemProps(problems: readonly BetProblem[], field: string, tried: boolean, group = false) {
	const mine = tried ? problems.filter((p) => p.field === field) : [];
	if (!mine.length) return {};
	const describedBy = { 'aria-describedby': mine.map(problemId).join(' ') };
	return group ? describedBy : { ...describedBy, 'aria-invalid': 'true' as const };
}

/** After a refused send, focus goes to the first problem's control (it reads out its problem), else to the list. */
export function focusFirstProblem(problems: readonly BetProblem[]) {
	const field = problems[0]?.field;
	const target = document.getElementById(field ? (CONTROLS[field] ?? `bet-${field}`) : 'bet-problems');
	// a runner list is a fieldset of its own, or one column of the builder's rows:
	const box = `[data-field=${field}] input:not(:disabled),input[data-field=${field}]:not(:disabled)`;
	const control = target?.tagName === 'FIELDSET' || !target ? document.querySelector(box) : target;
	(control as HTMLElement | null)?.focus();
}
