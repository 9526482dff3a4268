// `npm run bench:data`: what a page left open costs the player's data plan. The home page and a race card (Live off)
// are opened signed in, side by side, left to settle, and then every byte they receive is counted for a window of
// real time (the demo's prices keep moving meanwhile) and scaled to an hour, with how many replies were a 304.
import { type CDPSession, chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/chromium.ts';
import { stamp, writeSection } from './bench/docs.ts';
import { markdownTable } from './bench/markdown.ts';
import { buildApp, type DemoSession, signInDemo, startServer } from './bench/server.ts';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 5);
// the targets issue-wide: what an hour of each page may cost
const HOUR_TARGET_MB: Record<string, number> = { home: 0.02, 'race card': 0.1 };

interface Tally {
	bytes: number;
	requests: number;
	notModified: number;
	/** the connections the replies came on: each new one is a TCP (and in production a TLS) handshake on the air */
	connections: Set<number>;
	paths: Map<string, number>;
}

/** Counts what the page receives from now on: bytes on the wire (headers included), requests and 304s. */
function tally(cdp: CDPSession): Tally {
	const t: Tally = { bytes: 0, requests: 0, notModified: 0, connections: new Set(), paths: new Map() };
	// a stream never finishes: its bytes are counted as they arrive
	const streamed = new Map<string, number>();
	cdp.on('Network.responseReceived', ({ response }) => {
		t.requests++;
		if (response.connectionId) t.connections.add(response.connectionId);
		const path = new URL(response.url).pathname;
		t.paths.set(path, (t.paths.get(path) ?? 0) + 1);
	});
	// the page is told 200 for a copy the browser revalidated; the wire's own status says 304
	cdp.on('Network.responseReceivedExtraInfo', ({ statusCode }) => {
		if (statusCode === 304) t.notModified++;
	});
	cdp.on('Network.dataReceived', ({ requestId, encodedDataLength }) => {
		streamed.set(requestId, (streamed.get(requestId) ?? 0) + encodedDataLength);
		t.bytes += encodedDataLength;
	});
	cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
		// the finished total holds the headers and whatever the data events did not report
		t.bytes += Math.max(0, encodedDataLength - (streamed.get(requestId) ?? 0));
		streamed.delete(requestId);
	});
	return t;
}

async function openSettled(browser: import('playwright-core').Browser, url: string, ready: string, s: DemoSession) {
	const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
	await context.addInitScript(
		(kept) => {
			for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v);
		},
		s as unknown as Record<string, string>,
	);
	const page = await context.newPage();
	const cdp = await context.newCDPSession(page);
	await cdp.send('Network.enable');
	await page.goto(url);
	await page.waitForSelector(ready, { timeout: 60_000 });
	await page.waitForLoadState('networkidle');
	return { context, cdp };
}

const app = buildApp();
const server = await startServer(app);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
	const session = await signInDemo(server.origin);
	const open = (await (await fetch(`${server.origin}/api/events/races`)).json()) as {
		data: { list: { race_id: number; status?: string }[] };
	};
	const race = open.data.list.find((r) => r.status === 'open') ?? open.data.list[0];
	if (!race) throw new Error('no race to open');
	const pages = [
		{ name: 'home', url: `${server.origin}/app/#/`, ready: 'section.meeting' },
		{
			name: 'race card',
			url: `${server.origin}/app/#/pages/detail/detail?race_id=${race.race_id}`,
			ready: '.runner-price',
		},
	];
	const opened = await Promise.all(pages.map((p) => openSettled(browser, p.url, p.ready, session)));
	const tallies = opened.map(({ cdp }) => tally(cdp));
	console.log(`counting for ${MINUTES} min of real time...`);
	await new Promise((done) => setTimeout(done, MINUTES * 60_000));
	const perHour = 60 / MINUTES;
	const rows = pages.map((p, i) => {
		const t = tallies[i] as Tally;
		const mb = (t.bytes * perHour) / 1e6;
		const paths = [...t.paths].map(([path, n]) => `${path.replace('/api/', '')} ×${n}`).join(', ');
		return [
			p.name,
			`${mb.toFixed(3)} MB`,
			`${HOUR_TARGET_MB[p.name]} MB`,
			Math.round(t.requests * perHour),
			Math.round(t.connections.size * perHour),
			t.requests ? `${Math.round((100 * t.notModified) / t.requests)}%` : 'n/a',
			paths || 'none',
		];
	});
	const table = markdownTable(
		['page', 'an hour', 'target', 'requests an hour', 'connections an hour', '304s', 'asked in the window'],
		rows,
	);
	console.log(table);
	writeSection(
		'data',
		`${stamp(app.commit)} Counted for ${MINUTES} min of real time on the demo server and scaled to an hour; bytes on the wire, headers included, worker precache excluded.\n\n${table}`,
	);
	await Promise.all(opened.map(({ context }) => context.close()));
} finally {
	await browser.close();
	await server.close();
}
