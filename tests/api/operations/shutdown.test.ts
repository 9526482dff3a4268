// SIGTERM under bet load: every request answered or refused cleanly, no acknowledged bet lost, live
// streams told to reconnect, exit 0 within the bound; a retry with the same key after the restart
// never places a bet twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SPEC_EMPTY_BET_FORM } from '../../setup/spec-bet-form.ts';
import { openRace, type ServerProcess, signInDemo, startProcess } from './support/server-process.ts';

type Outcome = { key: string; status?: number; code?: string; replayed?: boolean; error?: string };

const s = suite<{ dir: string; server?: ServerProcess }>('a server stopped by SIGTERM under bet load', { dir: '' });
s.before((ctx) => {
	ctx.dir = mkdtempSync(join(tmpdir(), 'hc-drain-'));
});
s.after((ctx) => {
	ctx.server?.child.kill('SIGKILL');
	rmSync(ctx.dir, { recursive: true, force: true });
});

const errorOf = (err: unknown) => {
	const cause = (err as { cause?: { code?: string } }).cause;
	return cause?.code ?? String(err);
};

s(
	'drains: in-flight bets finish, later ones are refused 503, streams reconnect, exit 0; nothing acknowledged is lost',
	async (ctx) => {
		const first = await startProcess(ctx.dir, { SHUTDOWN_TIMEOUT_SECONDS: '20', SIM_TICK_SECONDS: '0' });
		ctx.server = first;
		const token = await signInDemo(first.url);
		const race = await openRace(first.url);
		const body = JSON.stringify({
			...SPEC_EMPTY_BET_FORM,
			event_id: race.event_id,
			race_id: race.race_id,
			horse: [race.horse],
			bet_type: 1,
			betAmount: 0.5,
		});
		const bet = async (url: string, key: string): Promise<Outcome> => {
			try {
				const res = await fetch(`${url}/api/order/place-order`, {
					method: 'POST',
					headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
					body,
				});
				const reply = (await res.json()) as { status: number; code?: string };
				return { key, status: res.status, code: reply.code, replayed: res.headers.has('idempotent-replayed') };
			} catch (err) {
				return { key, error: errorOf(err) };
			}
		};
		// a live-comment stream open across the stop
		const stream = await fetch(`${first.url}/api/live/events?stream_id=main`);
		const streamText = (async () => {
			let text = '';
			const reader = stream.body!.getReader();
			for (;;) {
				const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
				if (done) return text;
				text += new TextDecoder().decode(value);
			}
		})();

		const outcomes: Outcome[] = [];
		let stopped = false;
		const worker = async (w: number) => {
			for (let i = 0; !stopped; i++) {
				const o = await bet(first.url, `drain-${w}-${i}`);
				outcomes.push(o);
				// a refused client goes elsewhere or waits as Retry-After says; this one stops:
				if (o.error || o.status === 503) return;
			}
		};
		const load = Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
		while (outcomes.filter((o) => o.status === 200).length < 30) await new Promise((r) => setTimeout(r, 10));
		const signalled = Date.now();
		first.child.kill('SIGTERM');
		const code = await first.exited;
		const took = Date.now() - signalled;
		stopped = true;
		await load;
		ctx.server = undefined;

		assert.is(code, 0, `exit code ${code}: ${first.lines.slice(-5).join('\n')}`);
		assert.ok(took < 20_000, `the drain took ${took} ms, past SHUTDOWN_TIMEOUT_SECONDS`);
		const acked = outcomes.filter((o) => o.status === 200);
		const draining = outcomes.filter((o) => o.status === 503 && o.code === 'server_draining');
		const refused = outcomes.filter((o) => o.error === 'ECONNREFUSED');
		const other = outcomes.filter((o) => !acked.includes(o) && !draining.includes(o) && !refused.includes(o));
		console.log(
			`  ${acked.length} placed, ${draining.length} refused while draining, ${refused.length} connection refused, ${other.length} other: ${JSON.stringify(other.slice(0, 5))}`,
		);
		assert.ok(
			!outcomes.some((o) => (o.status ?? 0) >= 500 && o.code !== 'server_draining'),
			'a bet got a 5xx other than draining',
		);
		// a request cut without a reply is one the server never read (it answers what it read): retried below
		for (const o of other) assert.ok(o.error, `an unexpected reply: ${JSON.stringify(o)}`);
		assert.match(
			await streamText,
			/event: reconnect\ndata: \{\}\nretry: 1000/,
			'the stream ended without a reconnect hint',
		);

		const second = await startProcess(ctx.dir, { SIM_TICK_SECONDS: '0' });
		ctx.server = second;
		// every acknowledged bet is there: its key replays its stored reply
		for (const o of acked) {
			const again = await bet(second.url, o.key);
			assert.is(again.status, 200);
			assert.ok(again.replayed, `acknowledged bet ${o.key} was lost: it was placed afresh`);
		}
		// a bet refused or cut off is placed by its retry, once
		for (const o of draining.slice(0, 10)) {
			const again = await bet(second.url, o.key);
			assert.is(again.status, 200, `retry of ${o.key}: ${JSON.stringify(again)}`);
			assert.not.ok(again.replayed, `a bet refused while draining had been placed: ${o.key}`);
		}
		second.child.kill('SIGTERM');
		assert.is(await second.exited, 0);
		ctx.server = undefined;
	},
);

s.run();
