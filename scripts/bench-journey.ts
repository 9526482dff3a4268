// `npm run bench:journey`: a player's first bet on the network our players have. On slow 3G (400 ms RTT, 400 kbit/s)
// and the calibrated phone, signed in, from a cold start: home's races painted, a tap on a race to its prices, a Win
// price, the slip opened, a stake and the receipt. Once tapping the moment each thing shows (the worst case), once
// reading each page until its network is quiet, and then again on a repeat visit. Prints each step's medians
// (BENCH_RUNS, default 5) with the requests on the air and the bytes (BENCH_VERBOSE=1 lists each), and writes the
// table into docs/performance.md.
import { type Browser, chromium, type Page } from 'playwright-core';
import { coldPhonePage } from './bench/calibrated-page.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/chromium.ts';
import { calibrationLabel } from './bench/cpu-calibration.ts';
import { stamp, writeSection } from './bench/docs.ts';
import { formatKb, formatMs, markdownTable } from './bench/markdown.ts';
import { buildApp, type DemoSession, signInDemo, startServer } from './bench/server.ts';
import { median } from './bench/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const TARGETS = { receipt: 4000, pricesCold: 1200, pricesRepeat: 600 };

interface Journey {
	/** start of navigation to today's races painted */
	races: number;
	/** the tap on a race to its Win prices painted */
	prices: number;
	/** the tap on a Win price to the receipt (the stake is one more tap on the way) */
	bet: number;
	/** start of navigation to the receipt */
	receipt: number;
	requests: number;
	bytes: number;
}

/** How the player goes: tapping the moment a thing shows, or reading each page until the network is quiet. */
type Pace = 'at once' | 'reading';

const VISITS = [
	{ label: 'first visit, taps at once', pace: 'at once' },
	{ label: 'first visit, reading first', pace: 'reading' },
	{ label: 'repeat visit, reading first', pace: 'reading' },
] as const;

/** A race that stays open for the whole journey, and is listed on home. */
async function openRace(origin: string, token: string): Promise<number> {
	const reply = await fetch(`${origin}/api/events/races`, { headers: { Authorization: `Bearer ${token}` } });
	const list = ((await reply.json()) as { data: { list: { race_id: number; start_time: string }[] } }).data.list;
	const later = list.filter((r) => Date.parse(r.start_time) - Date.now() > 10 * 60_000);
	const race = later[0] ?? list[0];
	if (!race) throw new Error('no race to bet on');
	return race.race_id;
}

async function journey(page: Page, url: string, raceId: number, pace: Pace) {
	const read = () => (pace === 'reading' ? page.waitForLoadState('networkidle') : Promise.resolve());
	const started = Date.now();
	await page.goto(url);
	const link = page.locator(`a[href*="race_id=${raceId}"]`).first();
	await link.waitFor({ timeout: 120_000 });
	const races = Date.now() - started;
	await read();
	const tapped = Date.now();
	await link.click();
	const win = page.locator('button.price-btn[aria-label^="Win on "]').first();
	await win.waitFor({ timeout: 120_000 });
	const prices = Date.now() - tapped;
	await read();
	const betting = Date.now();
	if (process.env.BENCH_VERBOSE) console.log(`  ${betting % 100_000} tap Win`);
	await win.click();
	// the slip shows folded to one line: the player opens it
	await page.locator('section.slip .slip-toggle[aria-expanded="false"]').click({ timeout: 120_000 });
	await page.locator('.slip-stakes button:text-is("10")').click({ timeout: 120_000 });
	await page.click('button.slip-place');
	await page.waitForSelector('.slip-receipt', { timeout: 120_000 });
	const done = Date.now();
	return { races, prices, bet: done - betting, receipt: done - started };
}

/** A fresh phone on slow 3G that counts what goes on the air; `counted()` reads and restarts the count. */
async function slowPhone(browser: Browser, session: DemoSession) {
	const phone = await coldPhonePage(browser, session);
	await phone.cdp.send('Network.enable');
	await phone.cdp.send('Network.emulateNetworkConditions', SLOW_3G);
	let requests = 0;
	let bytes = 0;
	const urls = new Map<string, string>();
	phone.cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
	phone.cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
		// a reply from the memory or disk cache moves nothing on the air
		if (encodedDataLength > 0) requests++;
		if (process.env.BENCH_VERBOSE) console.log(`  ${Date.now() % 100_000} ${encodedDataLength} ${urls.get(requestId)}`);
		bytes += encodedDataLength;
	});
	const counted = () => {
		const got = { requests, bytes };
		requests = 0;
		bytes = 0;
		return got;
	};
	return { ...phone, counted };
}

const app = buildApp();
const server = await startServer(app);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const results: Journey[][] = VISITS.map(() => []);
const calibrations: string[] = [];
try {
	const session = await signInDemo(server.origin);
	const raceId = await openRace(server.origin, session.token);
	const url = `${server.origin}/app/`;
	const go = async (phone: Awaited<ReturnType<typeof slowPhone>>, visit: number) => {
		phone.counted();
		const steps = await journey(phone.page, url, raceId, VISITS[visit]!.pace);
		const measured = { ...steps, ...phone.counted() };
		results[visit]!.push(measured);
		console.log(`${VISITS[visit]!.label}: ${JSON.stringify(measured)}`);
		await phone.page.goto('about:blank');
	};
	for (let run = 0; run < RUNS; run++) {
		const hasty = await slowPhone(browser, session);
		calibrations.push(calibrationLabel(hasty.calibration.index, hasty.calibration.slowdown));
		await go(hasty, 0);
		await hasty.context.close();
		const reader = await slowPhone(browser, session);
		calibrations.push(calibrationLabel(reader.calibration.index, reader.calibration.slowdown));
		await go(reader, 1);
		await go(reader, 2);
		await reader.context.close();
	}
	const rows = VISITS.map(({ label }, visit) => {
		const of = (k: keyof Journey) => median(results[visit]!.map((j) => j[k]));
		const target = (ms: number) => ` (${formatMs(ms)})`;
		return [
			label,
			formatMs(of('races')),
			formatMs(of('prices')) + target(visit === 2 ? TARGETS.pricesRepeat : TARGETS.pricesCold),
			formatMs(of('bet')),
			formatMs(of('receipt')) + (visit === 0 ? target(TARGETS.receipt) : ''),
			of('requests'),
			formatKb(of('bytes')),
		];
	});
	const table = markdownTable(
		[
			'visit',
			'races painted',
			'tap to prices (target)',
			'Win to receipt',
			'start to receipt',
			'requests',
			'transferred',
		],
		rows,
	);
	const text = `${stamp(app.commit)} Slow 3G (400 ms RTT, 400 kbit/s), signed in, medians of ${RUNS}; the CPU index and slowdown of each phone: ${calibrations.join('; ')}.\n\n${table}`;
	console.log(`\n${text}`);
	writeSection('journey', text);
} finally {
	await browser.close();
	await server.close();
}
