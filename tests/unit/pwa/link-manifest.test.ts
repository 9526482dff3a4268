import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { linkManifest } from '../../../src/lib/link-manifest.ts';

const test = suite('linking the web app manifest');

test('the manifest is linked once, however often the app asks', () => {
	for (const l of document.head.querySelectorAll('link[rel="manifest"]')) l.remove();
	linkManifest(document, '/app/manifest.webmanifest');
	linkManifest(document, '/app/manifest.webmanifest');
	const links = document.head.querySelectorAll('link[rel="manifest"]');
	assert.is(links.length, 1);
	assert.is(links[0]?.getAttribute('href'), '/app/manifest.webmanifest');
	links[0]?.remove();
});

test.run();
