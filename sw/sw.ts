// Minimal worker: precache the built shell and answer navigations with index.html (hash routing needs nothing more).

import manifest from 'virtual:precache-manifest';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(manifest);
cleanupOutdatedCaches();
// API calls are never answered from the shell cache:
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/\/api\//] }));

self.addEventListener('message', (event) => {
	if (event.data?.type === 'SKIP_WAITING') self.skipWaiting();
});
