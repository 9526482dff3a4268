// What a player does to a form in a component test: type into a field by id, and send the page's form.

/** Sets the field's value and fires `input`, as typing would. */
export function typeInto(root: HTMLElement, id: string, value: string) {
	const input = root.querySelector<HTMLInputElement>(`#${id}`)!;
	input.value = value;
	input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Fires `submit` on the first form under `root`, as pressing its send button would. */
export const submitForm = (root: HTMLElement) =>
	root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
