// Keys for long pages, set up after the first paint: each list of tiles or meetings is one Tab stop whose arrows move
// within it (roving tabindex), and a control focused in a sideways strip comes fully into view, where the browser
// would leave it partly shown.
const GROUPS: [string, string][] = [
	['.ntj-list', '.ntj-tile'],
	['.meetings', '.race-link,.race-bet,.more-toggle'],
];
// the item each list hands Tab to: the last one focused, else its first
const last = new WeakMap<Element, Element>();

const items = (group: Element, sel: string) => [...group.querySelectorAll<HTMLElement>(sel)];

function sync() {
	for (const [g, sel] of GROUPS)
		for (const group of document.querySelectorAll(g)) {
			const list = items(group, sel);
			const stop = list.find((el) => el === last.get(group)) ?? list[0];
			for (const el of list) el.tabIndex = el === stop ? 0 : -1;
		}
}

/** The list `el` is an item of, and what its items are. */
function groupOf(el: Element): [Element, string] | undefined {
	for (const [g, sel] of GROUPS) {
		const group = el.matches(sel) && el.closest(g);
		if (group) return [group, sel];
	}
}

export function startKeys() {
	document.addEventListener('keydown', (e) => {
		const el = e.target as HTMLElement;
		const at = groupOf(el);
		const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
		if (!at || !step) return;
		const list = items(...at);
		e.preventDefault();
		list.at((list.indexOf(el) + step) % list.length)?.focus();
	});
	document.addEventListener('focusin', (e) => {
		const el = e.target as HTMLElement;
		const at = groupOf(el);
		if (at) last.set(at[0], el);
		sync();
		if (el.closest('.ntj-list,.race-switch')) el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
	});
	// lists drawn a few at a time, and pages that come and go:
	new MutationObserver(sync).observe(document.body, { childList: true, subtree: true });
	sync();
}
