// The worker: the page from the network, else the built shell from the precache (offline start); everything else,
// the API included, untouched.

import manifest from 'virtual:precache-manifest';
import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, precache } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { networkFirst, outdatedCaches, routeFor } from './routing.ts';

declare const self: ServiceWorkerGlobalScope;

const scopePath = new URL(self.registration.scope).pathname;
const handling = (request: Request) => routeFor(request, self.location.origin, scopePath);

precache(manifest);
cleanupOutdatedCaches();
// the first install takes the open page at once; later versions wait until the player accepts the update:
clientsClaim();

// hash routing: every navigation inside the app is index.html, from the network first (the server draws today's first
// screen into it), the precached one offline or when the network is slow. Ahead of the precache's own route, which
// would answer /app/ from the precache:
const shell = createHandlerBoundToURL('index.html');
registerRoute(
	({ request }) => handling(request) === 'shell',
	(options) =>
		networkFirst(
			() => fetch(options.request),
			() => shell(options),
		),
);
addRoute();

// the worker's own storage failing (a broken precache) must never cost a reply: go to the network.
setCatchHandler(({ request }) => fetch(request));

// older workers kept race-list copies in a runtime cache; nothing reads them now:
self.addEventListener('activate', (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((names) => Promise.all(outdatedCaches(names).map((name) => caches.delete(name))))
			.catch(() => {}),
	);
});

// skip waiting on the player's request only, never by itself:
self.addEventListener('message', (event) => {
	if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});
