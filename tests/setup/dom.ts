// Import first in component tests: gives Node a happy-dom window so Preact can render into it.
import { Window } from 'happy-dom';
import './messages.ts';

export const window = new Window({ url: 'http://127.0.0.1/app/', width: 375, height: 667 });

const GLOBALS = [
	'window',
	'document',
	'navigator',
	'location',
	'history',
	'localStorage',
	'sessionStorage',
	'Node',
	'Text',
	'Element',
	'HTMLElement',
	'HTMLButtonElement',
	'SVGElement',
	'DocumentFragment',
	'Event',
	'CustomEvent',
	'MouseEvent',
	'KeyboardEvent',
	'TouchEvent',
	'PopStateEvent',
	'HashChangeEvent',
	'getComputedStyle',
	'matchMedia',
	'requestAnimationFrame',
	'cancelAnimationFrame',
	'addEventListener',
	'removeEventListener',
	'dispatchEvent',
	'scrollTo',
	'innerWidth',
	'innerHeight',
	'scrollY',
] as const;

const host = window as unknown as Record<string, unknown>;
for (const name of GLOBALS) {
	const value = host[name];
	Object.defineProperty(globalThis, name, {
		configurable: true,
		writable: true,
		value: typeof value === 'function' && !/^[A-Z]/.test(name) ? value.bind(window) : value,
	});
}

/** A fresh container in the document body. */
export function mount(): HTMLElement {
	document.body.innerHTML = '';
	const el = document.createElement('div');
	document.body.appendChild(el);
	return el;
}
