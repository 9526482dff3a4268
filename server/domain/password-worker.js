// One password-hashing thread: each job runs synchronously here, so hashing never waits in (or fills) libuv's
// pool, which file reads, compression and DNS share. Plain JavaScript: worker threads do not inherit tsx.
import { scryptSync } from 'node:crypto';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { Algorithm, hashSync, verifySync } from '@node-rs/argon2';

// on Linux niceness is per thread: under contention this thread yields to the event loop, which serves every
// other request (and runs the embedded database), yet it takes any core that is idle:
try {
	setPriority(10);
} catch {}

const jobs = {
	hash: ({ password, cost }) =>
		hashSync(password, { algorithm: Algorithm.Argon2id, version: 1, outputLen: 32, ...cost }),
	verify: ({ password, stored }) => verifySync(stored, password),
	scrypt: ({ password, salt, keylen, N, r, p }) =>
		scryptSync(password, Buffer.from(salt, 'base64'), keylen, { N, r, p, maxmem: 256 * N * r }).toString('base64'),
};

parentPort.on('message', ({ kind, input }) => {
	try {
		parentPort.postMessage({ value: jobs[kind](input) });
	} catch (error) {
		parentPort.postMessage({ error: String(error?.message ?? error) });
	}
});
