// A flood of wrong sign-ins from many addresses fills the hashing queue; a player on a device never used before,
// at an address of their own, is still let in at once, ahead of the flood (hash-pool.ts, fair-queue.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hashPool } from '../../server/domain/hash-pool.ts';
import type { Reply } from './support/harness.ts';
import { floodServer, type SignInCtx, signInFrom as signIn } from './support/sign-ins.ts';

const flood = suite<SignInCtx>('a flood from 60 addresses', {} as SignInCtx);
// one thread, and a queue with room for about two jobs from each flooding address:
flood.before(floodServer({ threads: 1, queueLimit: 100 }));
flood.after(async (ctx) => ctx.h.close());

flood('a player on a new device at another address gets in ahead of the flood', async ({ h, p }) => {
	const pool = hashPool(h.deps.config.hashing);
	let finished = false;
	// 180 wrong passwords on made-up names, 3 from each of 60 addresses, all at once:
	const replies = Promise.all(
		Array.from({ length: 180 }, (_, i) =>
			signIn(
				h,
				{ user_name: `stranger_${i % 40}`, password: 'guess guess', device_id: `bot-${i}` },
				`198.18.1.${i % 60}`,
			),
		),
	).finally(() => {
		finished = true;
	});
	// the player arrives once the flood has filled most of the queue:
	while (pool.queued < 60 && !finished) await new Promise((resolve) => setImmediate(resolve));
	assert.not.ok(finished, 'the flood ended before it filled the queue');
	const ahead = pool.queued;
	const startedBefore = pool.started;
	const mine: Reply = await signIn(
		h,
		{ user_name: p.user_name, password: p.password, device_id: 'new-phone' },
		'203.0.113.50',
	);
	const hashedMeanwhile = pool.started - startedBefore;
	assert.is(mine.status, 200, `the player was refused: ${mine.status} ${mine.body.message}`);
	// waiting its turn at the back, it would have seen every job ahead of it hashed first:
	assert.ok(hashedMeanwhile < ahead / 2, `${hashedMeanwhile} hashes ran while ${ahead} were waiting`);
	const statuses = (await replies).map((r) => r.status);
	assert.ok(
		statuses.every((s) => s === 401 || s === 429 || s === 503),
		`flood replies ${[...new Set(statuses)]}`,
	);
});

flood.run();
