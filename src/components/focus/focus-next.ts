// The app's one rule for focus that moves to something about to appear: a new page's heading, a form just opened,
// the result of a send (a card with `tabIndex={-1}` and a heading inside).
// The element takes focus as it mounts, so what arrives late (a lazy page or form) still gets it.
let wanted = '';

/** A ref for an element that takes focus as it mounts when its id is the one wanted. */
export const takeFocus = (el: HTMLElement | null) => {
	// nothing wanted matches nothing, not every element without an id:
	if (el && wanted && el.id === wanted) {
		wanted = '';
		el.focus();
	}
};

/** The element with this id takes focus: at once if it is on screen, else as it mounts with `ref={takeFocus}`. */
export const focusNext = (id: string) => {
	wanted = id;
	takeFocus(document.getElementById(id));
};
