// /metrics: behind its token; requests by route and status, bets placed and refused, batch sizes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createApp } from '../../../server/app.ts';
import { createMetrics } from '../../../server/metrics.ts';
import { betBody, makeMeeting } from '../racing/support.ts';
import { harness } from '../support/harness.ts';
import { fund, key, registerPlayer } from '../support/players.ts';

const TOKEN = 'metrics-token-for-tests';
const m = suite('Prometheus metrics');

m('/metrics needs its token, and counts requests, bets and batches', async () => {
	const h = await harness();
	try {
		h.deps.config.ops.metrics.token = TOKEN;
		const metrics = createMetrics({ hashQueue: () => 3 });
		const app = createApp({ ...h.deps, metrics });
		const scrape = async (token?: string) =>
			app.request('/metrics', { headers: token ? { authorization: `Bearer ${token}` } : {} });
		assert.is((await scrape()).status, 401);
		assert.is((await scrape('wrong-token-of-some-length')).status, 401);
		const p = await registerPlayer(h);
		await fund(h, p.user_id, 10_00);
		const [race] = await makeMeeting(h, { code: 'M' });
		const send = (amount: number) =>
			app.request('/api/order/place-order', {
				method: 'POST',
				headers: {
					authorization: `Bearer ${p.access_token}`,
					'idempotency-key': key(),
					'content-type': 'application/json',
				},
				body: JSON.stringify(betBody(race!, { bet_type: 1, horse: [1], betAmount: amount })),
			});
		assert.is((await send(5)).status, 200);
		assert.is((await send(500)).status, 400, 'over the balance');
		await app.request('/no/such/path');
		const res = await scrape(TOKEN);
		assert.is(res.status, 200);
		assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
		const text = await res.text();
		assert.match(text, /bets_total\{kind="race",outcome="placed"\} 1\n/);
		assert.match(text, /bets_total\{kind="race",outcome="refused"\} 1\n/);
		assert.match(text, /bet_batch_size_count 2\n/);
		assert.match(
			text,
			/http_request_duration_seconds_count\{method="POST",route="\/api\/order\/place-order",status="200"\} 1\n/,
		);
		assert.match(
			text,
			/http_requests_total\{method="GET",route="unmatched",status="404"\} 1\n/,
			'an unknown path has a label of its own',
		);
		assert.not.match(text, /no\/such\/path/, 'a path nobody routes became a label');
		assert.match(text, /hash_pool_queue 3\n/);
		assert.match(text, /security_events_total\{event="metrics_token_wrong"\} 2\n/);
		assert.match(text, /process_resident_memory_bytes /);
	} finally {
		await h.close();
	}
});

m('a race day to watch: feed freshness and failure, settlement lag, and the cash queues', async () => {
	const h = await harness();
	try {
		h.deps.config.ops.metrics.token = TOKEN;
		const metrics = createMetrics({ day: { db: h.db, clock: h.clock } });
		const app = createApp({ ...h.deps, metrics });
		const scrape = async () =>
			(await app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
		const now = h.clock.now();
		await h.db.query(
			`INSERT INTO feed_status (provider, last_ok_at, last_error, last_error_at, changes) VALUES
			 ('good', $1, NULL, NULL, 3), ('bad', $2, 'unavailable (HTTP 503)', $1, 0)`,
			[new Date(now.getTime() - 20_000), new Date(now.getTime() - 600_000)],
		);
		const p = await registerPlayer(h);
		await fund(h, p.user_id, 50_00);
		const [race] = await makeMeeting(h, { code: 'W', minutes: 1 });
		const bet = await h.call('POST', '/api/order/place-order', {
			token: p.access_token,
			headers: { 'Idempotency-Key': key() },
			body: betBody(race!, { bet_type: 1, horse: [1], betAmount: 5 }),
		});
		assert.is(bet.status, 200, bet.body.message);
		const topup = await h.call('POST', '/api/wallet/topup', {
			token: p.access_token,
			headers: { 'Idempotency-Key': key() },
			body: { amount: 20, method: 'card' },
		});
		assert.is(topup.status, 200, topup.body.message);
		let text = await scrape();
		assert.match(text, /race_feed_seconds_since_ok\{provider="good"\} 20\n/);
		assert.match(text, /race_feed_seconds_since_ok\{provider="bad"\} 600\n/);
		assert.match(text, /race_feed_failing\{provider="bad"\} 1\n/);
		assert.match(text, /race_feed_failing\{provider="good"\} 0\n/);
		assert.match(text, /race_settlement_lag_seconds 0\n/, 'nothing resulted yet');
		assert.match(text, /cash_requests_pending\{kind="topup"\} 1\n/);
		assert.match(text, /cash_requests_pending\{kind="withdrawal"\} 0\n/);
		// the race resulted, its order not yet settled, ten minutes after its start:
		await h.db.query(`UPDATE races SET status = 'resulted' WHERE id = $1`, [race!.race_id]);
		h.clock.advance(11 * 60_000);
		text = await scrape();
		assert.match(text, /race_settlement_lag_seconds 600\n/);
	} finally {
		await h.close();
	}
});

m.run();
