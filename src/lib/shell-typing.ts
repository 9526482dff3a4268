// The first paint's copy of the sign-in form (index.html, scripts/build/first-shell.ts) takes a quick player's typing
// and taps before the app has come: the entry keeps the copy as the app replaces it, for the form to take over.

/** The copy's fields and the one in focus, kept as the first render replaces them; read once. */
export const shellCopy: { at?: [Element | null, Element | null] } = {};
