// A race data provider on a local port (0: any free one): serves whatever document the test sets, or an outage.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeFeed {
	url: string;
	/** the document served next; `status` other than 200 serves an error page instead. */
	set(doc: unknown, status?: number): void;
	requests(): number;
	close(): Promise<void>;
}

export async function startFakeFeed(): Promise<FakeFeed> {
	let doc: unknown = { provider: 'fake', meetings: [] };
	let status = 200;
	let count = 0;
	const server = createServer((req, res) => {
		count++;
		if (req.headers.authorization !== 'Bearer feed-key') {
			res.writeHead(401).end();
			return;
		}
		if (status !== 200) {
			res.writeHead(status, { 'content-type': 'text/html' }).end('<h1>down for maintenance</h1>');
			return;
		}
		res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(doc));
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}/card`,
		set(next, nextStatus = 200) {
			doc = next;
			status = nextStatus;
		},
		requests: () => count,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
}

/** A meeting of one race with `runners` runners, starting `minutes` after `now`, in the feed's shape. */
export function feedDoc(now: Date, opts: { minutes?: number; runners?: number } = {}) {
	const { minutes = 30, runners = 8 } = opts;
	return {
		provider: 'fake',
		meetings: [
			{
				code: 'FKP',
				venue: 'Fake Park',
				date: now.toISOString().slice(0, 10),
				type: 'Races',
				time_zone: 'Australia/Sydney',
				races: [
					{
						number: 1,
						name: 'Feed Handicap',
						distance: 1400,
						start: new Date(now.getTime() + minutes * 60_000).toISOString(),
						pools: ['win', 'place', 'quinella', 'exacta', 'trifecta', 'first4'],
						status: 'open',
						runners: Array.from({ length: runners }, (_, i) => ({
							number: i + 1,
							name: `Feed Runner ${i + 1}`,
							barrier: runners - i,
							jockey: `J. Rider ${i + 1}`,
							trainer: `T. Trainer ${i + 1}`,
							weight_kg: 54 + i / 2,
							silks: ['#1f4e9c', '#ffffff'],
							scratched: false,
						})),
					},
				],
			},
		],
	};
}
