// Part of `npm run bench:api`: each polled route asked as a browser asks it, once for a full 200 and once with the
// ETag it was given, so the 304 for an unchanged poll is timed against the 200 it stands for.
interface Result {
	requests: { average: number };
	latency: { p50: number; p99: number };
	statusCodeStats?: Record<string, { count: number }>;
}
type Cannon = (opts: object) => Promise<Result>;

/** The routes the app polls most, the race card among them (its id read from the open races). */
async function polledPaths(url: string, day: string): Promise<string[]> {
	const races = (await (await fetch(`${url}/api/events/races`)).json()) as { data: { list: { race_id: number }[] } };
	const raceId = races.data.list[0]?.race_id;
	return [
		'/api/events/races',
		`/api/events/day_table?day=${day}&event_type=Races`,
		...(raceId ? [`/api/events/race?race_id=${raceId}`, `/api/events/gethorse_name?race_id=${raceId}`] : []),
		'/api/user/balance',
		'/api/wallet/statement?page=1&size=20',
	];
}

const count = (r: Result, status: string) => r.statusCodeStats?.[status]?.count ?? 0;

export async function benchConditional(
	autocannon: Cannon,
	opts: { url: string; token: string; day: string; seconds: number; connections: number },
): Promise<string[]> {
	const { url, token, seconds, connections } = opts;
	const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
	const rows: string[] = [];
	for (const path of await polledPaths(url, opts.day)) {
		const first = await fetch(`${url}${path}`, { headers });
		const etag = first.headers.get('etag') ?? '';
		const bytes = (await first.arrayBuffer()).byteLength;
		const run = (extra: Record<string, string>) =>
			autocannon({
				url,
				connections,
				duration: seconds,
				requests: [{ method: 'GET', path, headers: { ...headers, ...extra } }],
			});
		const full = await run({});
		const unchanged = await run({ 'if-none-match': etag });
		const name = path.replace(/^\/api\//, '').replace(/\?.*/, '');
		rows.push(
			`${name.padEnd(22)} 200: p50 ${full.latency.p50} ms p99 ${full.latency.p99} ms ${Math.round(full.requests.average)} req/s (${bytes} B)` +
				`   304: p50 ${unchanged.latency.p50} ms p99 ${unchanged.latency.p99} ms ${Math.round(unchanged.requests.average)} req/s` +
				` (${count(unchanged, '304')} of ${count(unchanged, '304') + count(unchanged, '200')} were 304)`,
		);
	}
	return rows;
}
