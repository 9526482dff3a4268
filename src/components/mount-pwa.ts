// Loaded on idle in production builds only: registers /app/sw.js and mounts the update and install prompts.
import { h, render } from 'preact';
import { Workbox } from 'workbox-window';
import { loadAreas } from '../i18n/index.ts';
import { systemClock } from '../lib/clock.ts';
import { afterFirstInteraction } from '../lib/first-interaction.ts';
import { linkManifest } from '../lib/link-manifest.ts';
import { nextTask } from '../lib/next-task.ts';
import { type ConnectionLike, roomyConnection } from '../lib/roomy-connection.ts';
import { createSwBridge } from '../lib/sw-bridge.ts';
import type { ConnectOffer } from '../lib/sw-start.ts';
import { installOffer } from '../state/shell/install-offer.ts';
import { InstallPrompt, SETTLE_MS } from './install-prompt.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

/** `connectOffer` hands over the install offer the starter has held since the page opened. */
export async function mountPwa(connectOffer: ConnectOffer, win: Window = window) {
	// each step a task of its own on a budget phone: this chunk's evaluation (workbox-window), the worker's
	// registration, the prompts' first render
	await nextTask();
	connectOffer(installOffer.take);
	// the manifest (and the icon the browser fetches with it) only matters to installing, offered once the player
	// has settled in: until then both would take bandwidth from whatever the player opens first
	afterFirstInteraction(win, systemClock, SETTLE_MS, () => linkManifest(win.document));
	const bridge = 'serviceWorker' in win.navigator ? startWorker(win) : null;
	// the prompts' text is its own small chunk; a prompt without it would show bare keys:
	await loadAreas(['pwa']).catch(() => {});
	await nextTask();
	const container = win.document.createElement('div');
	win.document.body.appendChild(container);
	render(
		h(
			'div',
			{ class: 'pwa-prompts' },
			bridge && h(UpdatePrompt, { bridge }),
			h(InstallPrompt, { offer: installOffer }),
		),
		container,
	);
}

function startWorker(win: Window) {
	const bridge = createSwBridge({
		workbox: new Workbox('/app/sw.js', { scope: '/app/' }),
		reload: () => win.location.reload(),
		hadController: !!win.navigator.serviceWorker.controller,
		now: () => Date.now(),
		log: (...args) => console.warn(...args),
	});
	// its install downloads the whole app: not while the player saves data or is on 2G
	void roomyConnection(win.navigator as { connection?: ConnectionLike }).then(bridge.register);
	// hash routing never navigates, so a tab kept open checks for a new version when it comes back to the front:
	win.document.addEventListener('visibilitychange', () => {
		if (win.document.visibilityState === 'visible') bridge.checkForUpdate();
	});
	return bridge;
}
