// A demo server stopped while yesterday's races are still being run in the background stops at once rather than
// after the whole day; the ledger balances, and the next start's race clock finishes the day.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../server/config.ts';
import type { Logger } from '../../../server/deps.ts';
import { auditLedger } from '../../../server/domain/audit.ts';
import { startServer } from '../../../server/main.ts';

/** A logger that hands over the first line with `message`. */
function watching() {
	const waits = new Map<string, (fields: Record<string, unknown>) => void>();
	const seen: string[] = [];
	const logger: Logger = {
		info(message, fields) {
			seen.push(message);
			waits.get(message)?.((fields ?? {}) as Record<string, unknown>);
		},
		warn() {},
		error(message) {
			seen.push(message);
		},
	};
	const line = (message: string) => new Promise<Record<string, unknown>>((resolve) => waits.set(message, resolve));
	return { logger, seen, line };
}

const s = suite<{ dir: string }>('a demo server stopped during its background day', { dir: '' });
s.before((ctx) => {
	ctx.dir = mkdtempSync(join(tmpdir(), 'hc-demo-day-'));
});
s.after((ctx) => rmSync(ctx.dir, { recursive: true, force: true }));

s('stops without waiting for the day; the ledger balances; the next start finishes the day', async ({ dir }) => {
	const env = { DEMO: '1', DATA_DIR: dir, PORT: '0', SIM_TICK_SECONDS: '0' };
	const first = watching();
	const stopped = first.line('demo day stopped');
	const running = await startServer(loadConfig(env), first.logger);
	assert.ok(await running.close(), 'a clean stop');
	const report = await stopped;
	assert.ok(report.stopped, 'the day was cut short by the stop');
	assert.not.ok(first.seen.includes('demo day resulted'));
	// the race clock's first step runs at the start; its report is the moment the day is done:
	const second = watching();
	const ticked = second.line('racing tick');
	const again = await startServer(loadConfig({ ...env, SIM_TICK_SECONDS: '3600' }), second.logger);
	try {
		assert.is((await ticked).stopped, false);
		const { rows } = await again.deps.db.query<{ status: string; n: number }>(
			`SELECT r.status, count(*)::int AS n FROM races r JOIN meetings m ON m.id = r.meeting_id
			 WHERE m.day = (SELECT min(day) FROM meetings) GROUP BY r.status`,
		);
		assert.equal(
			rows.map((r) => r.status),
			['resulted'],
			'every race of yesterday resulted',
		);
		const audit = await auditLedger(again.deps.db);
		assert.ok(audit.ok, audit.problems.join('; '));
	} finally {
		await again.close();
	}
});

s.run();
