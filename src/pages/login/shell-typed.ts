// What a quick player typed and tapped on the first paint's copy of the sign-in form (index.html), taken over by the
// app's form as it replaces the copy: the values, the field in focus with its caret, and a send the page held.
import { shellCopy } from '../../lib/shell-typing.ts';

export interface Typed {
	/** The copy's fields' values, in the order the form draws them. */
	values: string[];
	/** Which of them had focus; -1 for none. */
	focus: number;
	caret: [number | null, number | null];
	/** A send tapped on the copy, held by index.html's inline script (scripts/build/first-data.ts). */
	sent: boolean;
}

/** The copy's state, once: null when there was none, or it held nothing typed and nothing sent. */
export function takeTyped(): Typed | null {
	const [copy, focused] = shellCopy.at ?? [];
	shellCopy.at = undefined;
	const inputs = [...(copy?.querySelectorAll('input') ?? [])];
	const focus = inputs.indexOf(focused as HTMLInputElement);
	const sent = !!(window as { __hcSent?: number }).__hcSent;
	if (!sent && focus < 0 && inputs.every((input) => !input.value)) return null;
	const at = inputs[focus];
	return {
		values: inputs.map((input) => input.value),
		focus,
		caret: [at?.selectionStart ?? null, at?.selectionEnd ?? null],
		sent,
	};
}
