// The server's side of the one final-reply table (tests/setup/reply-fates.ts): a reply the table calls final is
// stored under its key and replayed; any other frees the key, so the retry is worked on afresh.
import { Hono } from 'hono';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AppEnv } from '../../server/http/app-env.ts';
import { idempotent } from '../../server/http/idempotency.ts';
import { type Fate, STATUSES } from '../setup/reply-fates.ts';
import { type Harness, harness } from './support/harness.ts';
import { key, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; userId: number };
const table = suite<Ctx>('the final-reply table, through the Idempotency-Key middleware', {} as Ctx);
table.before(async (ctx) => {
	ctx.h = await harness();
	ctx.userId = (await registerPlayer(ctx.h)).user_id;
});
table.after(async (ctx) => ctx.h.close());

// a money route that answers with the status and code it is asked for, counting how often it ran:
function moneyRoute(h: Harness, userId: number, status: number, code: string) {
	let runs = 0;
	const app = new Hono<AppEnv>();
	app.use('*', async (c, next) => {
		c.set('deps', h.deps);
		c.set('userId', userId);
		await next();
	});
	app.post('/money', idempotent, () => {
		runs++;
		const body =
			status === 204 || status === 302 ? null : JSON.stringify({ status, message: 'as asked', code, data: null });
		return new Response(body, { status, headers: { 'content-type': 'application/json' } });
	});
	const send = (k: string) =>
		app.request('/money', { method: 'POST', headers: { 'idempotency-key': k }, body: JSON.stringify({ amount: 5 }) });
	return { send, runs: () => runs };
}

table(
	'each reply the table calls final is replayed on a retry; every other leaves the key free',
	async ({ h, userId }) => {
		// status 0 is no reply at all, which only the app can meet:
		for (const [status, code, expected, why] of STATUSES.filter(([s]) => s > 0)) {
			const route = moneyRoute(h, userId, status, code);
			const k = key();
			const first = await route.send(k);
			assert.is(first.status, status, `${status} "${code}" is answered as the route said`);
			const retry = await route.send(k);
			assert.is(retry.status, status, `${status} "${code}" again on the retry`);
			const replayed = retry.headers.get('idempotent-replayed') === 'true';
			const fate: Fate = replayed && route.runs() === 1 ? 'spent' : 'kept';
			assert.is(fate, expected, `${status} "${code}" should be ${expected}: ${why}`);
			if (expected === 'kept') assert.is(route.runs(), 2, `${status} "${code}": the retry is worked on again`);
		}
	},
);

table.run();
