// Retention: rows past their time are pruned, rows still in use are kept, money is never touched.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pruneExpired } from '../../../server/domain/retention.ts';
import { harness } from '../support/harness.ts';
import { fund, registerPlayer } from '../support/players.ts';
import { staffClient } from '../support/staff.ts';

const DAY = 86_400_000;
const count = async (h: Awaited<ReturnType<typeof harness>>, table: string) =>
	(await h.db.query<{ n: number }>(`SELECT count(*)::bigint AS n FROM ${table}`)).rows[0]!.n;

const r = suite('retention');

r(
	'sessions, tokens, danmu, checkouts and codes past their time are pruned; a live session and the ledger stay',
	async () => {
		const h = await harness();
		try {
			const old = await registerPlayer(h);
			await h.call('POST', '/api/live/danmu', {
				token: old.access_token,
				body: { stream_id: 'main', text: 'old news' },
			});
			await fund(h, old.user_id, 5000);
			const ledgerBefore = await count(h, 'ledger_entries');
			await h.call('POST', '/api/user/logout', { body: { refresh_token: old.refresh_token } });
			// a stranger's wrong password on the old player's name, listed on their devices page:
			await h.call('POST', '/api/user/signin', {
				body: { user_name: old.user_name, password: 'not-their-password', device_id: 'stranger-device' },
			});
			assert.is(Number(await count(h, 'signin_failed_attempts')), 1, 'the wrong password was not recorded');
			// refresh tokens live 30 days; the session is kept 30 days more after they expire (RETENTION_SESSIONS_DAYS)
			h.clock.advance(45 * DAY);
			const fresh = await registerPlayer(h);
			await h.call('POST', '/api/live/danmu', {
				token: fresh.access_token,
				body: { stream_id: 'main', text: 'today' },
			});
			let deleted = await pruneExpired(h.db, h.deps.config, h.deps.clock);
			assert.is(deleted.danmu, 1, 'a comment older than RETENTION_DANMU_DAYS stays');
			assert.is(deleted.signin_failed_attempts, 1, 'a failed sign-in older than RETENTION_SESSIONS_DAYS stays');
			const recent = await h.db.query("SELECT 1 FROM danmu WHERE text = 'today'");
			assert.is(recent.rowCount, 1, 'a recent comment was pruned');
			assert.ok((deleted.verifications ?? 0) >= 1, 'an expired code stays');
			assert.is(deleted.sessions, 0, 'a session was pruned before its tokens expired plus the retention period');
			h.clock.advance(20 * DAY);
			deleted = await pruneExpired(h.db, h.deps.config, h.deps.clock);
			assert.ok((deleted.refresh_tokens ?? 0) >= 1, 'tokens long past expiry stay');
			assert.is(deleted.sessions, 1, 'the old, ended session stays');
			const live = await h.call('POST', '/api/user/refresh_token', { body: { refresh_token: fresh.refresh_token } });
			assert.is(live.status, 200, `a current session was pruned: ${JSON.stringify(live.body)}`);
			assert.is(await count(h, 'ledger_entries'), ledgerBefore, 'the ledger was pruned');
			assert.ok((await h.audit()).ok, 'ledger audit after pruning');
		} finally {
			await h.close();
		}
	},
);

r('ended staff sessions go after RETENTION_SESSIONS_DAYS; a staff member still signed in keeps theirs', async () => {
	const h = await harness();
	try {
		const gone = await staffClient(h, ['support']);
		assert.is((await gone.call('POST', '/api/staff/session/signout')).status, 200);
		h.clock.advance(31 * DAY);
		const working = await staffClient(h, ['cashier']);
		const deleted = await pruneExpired(h.db, h.deps.config, h.deps.clock);
		assert.is(deleted.staff_sessions, 1, 'the ended staff session stays');
		assert.is((await working.call('GET', '/api/staff/session')).status, 200, 'a live staff session was pruned');
	} finally {
		await h.close();
	}
});

r('idempotency keys older than 24 hours go, and a demo checkout waiting for delivery is kept', async () => {
	const h = await harness();
	try {
		const p = await registerPlayer(h);
		await fund(h, p.user_id, 10_000);
		const key = 'retention-key-1';
		await h.call('POST', '/api/wallet/topup', {
			token: p.access_token,
			body: { amount: 20, method: 'card' },
			headers: { 'idempotency-key': key },
		});
		assert.is(await count(h, 'idempotency_keys'), 1);
		await h.db.query("UPDATE demo_checkouts SET status = 'completed', decided_at = $1", [h.clock.now()]);
		h.clock.advance(40 * DAY);
		await pruneExpired(h.db, h.deps.config, h.deps.clock);
		assert.is(await count(h, 'idempotency_keys'), 0);
		assert.is(await count(h, 'demo_checkouts'), 1, 'an outcome not yet delivered to the server was pruned');
		await h.db.query('UPDATE demo_checkouts SET delivered_at = $1', [h.clock.now()]);
		h.clock.advance(31 * DAY);
		await pruneExpired(h.db, h.deps.config, h.deps.clock);
		assert.is(await count(h, 'demo_checkouts'), 0);
	} finally {
		await h.close();
	}
});

r.run();
