// Focus that the page took away (its element removed or turned into text) goes to the first of these that is there,
// never to <body>, where a keyboard or screen reader player would start again from the top.
export function keepFocus(...targets: (string | (() => HTMLElement | null))[]): void {
	requestAnimationFrame(() => {
		const now = document.activeElement;
		if (now && now !== document.body && now.isConnected) return;
		for (const target of targets) {
			const el = typeof target === 'string' ? document.getElementById(target) : target();
			if (!el) continue;
			if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.tabIndex = -1;
			el.focus({ preventScroll: false });
			return;
		}
	});
}
