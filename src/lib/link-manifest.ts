// The web app manifest is linked from here once the player has settled in (components/mount-pwa.ts), not from
// index.html: the browser fetches it and its icon at once, on the thin connection the first page's script and data
// are using; installing needs it only later.

/** Adds the manifest link to the page once. */
export function linkManifest(doc: Document, href = '/app/manifest.webmanifest') {
	if (doc.querySelector('link[rel="manifest"]')) return;
	const link = doc.createElement('link');
	link.rel = 'manifest';
	link.href = href;
	doc.head.appendChild(link);
}
