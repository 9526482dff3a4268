// Recorders that run inside the page: from an input event to the next frame that shows the change.
// (serialised by Playwright, so each function is self-contained)

declare global {
	interface Window {
		__bench?: { pending: Promise<number> };
	}
}

/** After the next `trigger` event, resolves with ms until a frame paints a new text in `selector` (NaN after 5 s). */
export function armTextChange([selector, trigger]: [string, string]) {
	const read = () => document.querySelector(selector)?.textContent ?? '';
	const before = read();
	let t0 = Number.NaN;
	const pending = new Promise<number>((done) => {
		const timer = setTimeout(() => finish(Number.NaN), 5000);
		// after rAF, a message callback runs once the frame has been painted:
		const afterPaint = () =>
			requestAnimationFrame(() => {
				const channel = new MessageChannel();
				channel.port1.onmessage = () => finish(performance.now() - t0);
				channel.port2.postMessage(0);
			});
		const observer = new MutationObserver(() => {
			if (Number.isNaN(t0) || read() === before) return;
			observer.disconnect();
			afterPaint();
		});
		const finish = (ms: number) => {
			clearTimeout(timer);
			observer.disconnect();
			done(ms);
		};
		observer.observe(document.body, { subtree: true, childList: true, characterData: true });
		document.addEventListener(trigger, (e) => (t0 = e.timeStamp), { capture: true, once: true });
	});
	window.__bench = { pending };
}

/** After the next click, resolves with ms until a frame paints `count` fresh `selector` rows (NaN after 15 s). */
export function armRows([selector, count]: [string, number]) {
	const old = new Set(document.querySelectorAll(selector));
	let t0 = Number.NaN;
	const pending = new Promise<number>((done) => {
		const timer = setTimeout(() => finish(Number.NaN), 15_000);
		const fresh = () => [...document.querySelectorAll(selector)].filter((el) => !old.has(el)).length;
		const observer = new MutationObserver(() => {
			if (Number.isNaN(t0) || fresh() < count) return;
			observer.disconnect();
			requestAnimationFrame(() => {
				const channel = new MessageChannel();
				channel.port1.onmessage = () => finish(performance.now() - t0);
				channel.port2.postMessage(0);
			});
		});
		const finish = (ms: number) => {
			clearTimeout(timer);
			observer.disconnect();
			done(ms);
		};
		observer.observe(document.body, { subtree: true, childList: true });
		document.addEventListener('click', (e) => (t0 = e.timeStamp), { capture: true, once: true });
	});
	window.__bench = { pending };
}

/** Init script: ms from navigation start until a frame paints `count` `selector` rows, kept in window.__rowsPainted. */
export function watchFirstRows([selector, count]: [string, number]) {
	const w = window as unknown as { __rowsPainted?: number };
	const observer = new MutationObserver(() => {
		if (document.querySelectorAll(selector).length < count) return;
		observer.disconnect();
		requestAnimationFrame(() => {
			const channel = new MessageChannel();
			channel.port1.onmessage = () => (w.__rowsPainted = performance.now());
			channel.port2.postMessage(0);
		});
	});
	document.addEventListener('DOMContentLoaded', () =>
		observer.observe(document.body, { subtree: true, childList: true }),
	);
}
