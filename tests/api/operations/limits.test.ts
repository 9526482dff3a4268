// Server limits: a client that sends nothing, or its headers or body too slowly, is closed; one address
// gets a capped number of connections; a live stream outlives the request timeout.
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../server/config.ts';
import type { Logger } from '../../../server/deps.ts';
import { startServer } from '../../../server/main.ts';
import { signInDemo } from './support/server-process.ts';

type Running = Awaited<ReturnType<typeof startServer>>;
const quiet: Logger = { info() {}, warn() {}, error() {} };

const l = suite<{ dir: string; server: Running }>('HTTP limits', { dir: '', server: undefined as unknown as Running });
l.before(async (ctx) => {
	ctx.dir = mkdtempSync(join(tmpdir(), 'hc-limits-'));
	const env = {
		DEMO: '1',
		DATA_DIR: ctx.dir,
		PORT: '0',
		SIM_TICK_SECONDS: '0',
		HTTP_HEADERS_TIMEOUT_MS: '600',
		HTTP_REQUEST_TIMEOUT_MS: '1200',
		HTTP_KEEP_ALIVE_TIMEOUT_MS: '500',
		HTTP_MAX_CONNECTIONS_PER_ADDRESS: '6',
	};
	ctx.server = await startServer(loadConfig(env), quiet);
});
l.after(async (ctx) => {
	await ctx.server.close();
	rmSync(ctx.dir, { recursive: true, force: true });
});

/** Opens a raw connection; `closed` resolves with the ms it stayed open and what the server sent. */
function raw(port: number, from = '127.0.0.1') {
	const socket: Socket = connect({ port, host: '127.0.0.1', localAddress: from });
	const opened = Date.now();
	let received = '';
	socket.setEncoding('utf8').on('data', (d: string) => (received += d));
	socket.on('error', () => {});
	const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
	const closed = new Promise<{ ms: number; received: string }>((resolve) =>
		socket.once('close', () => resolve({ ms: Date.now() - opened, received })),
	);
	return { socket, connected, closed };
}

/** A GET sent from `from` on a connection of its own; resolves once its headers are in. */
function get(port: number, path: string, from: string): Promise<IncomingMessage> {
	return new Promise((resolve, reject) => {
		httpGet({ host: '127.0.0.1', port, path, localAddress: from, agent: false }, resolve).on('error', reject);
	});
}

// the timeouts are under a second: this leaves room for a busy machine, and none for a socket never closed
const IN_TIME_MS = 6000;

l('a half-open client that never sends a byte is closed after the header timeout', async ({ server }) => {
	const c = raw(server.port);
	const { ms } = await c.closed;
	assert.ok(ms >= 500, `closed after ${ms} ms, before the header timeout`);
	assert.ok(ms < IN_TIME_MS, `still open ${ms} ms after it connected`);
});

l('a client dribbling its headers a byte at a time is closed, however long it keeps dribbling', async ({ server }) => {
	const c = raw(server.port);
	await c.connected;
	const request = `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ${'a'.repeat(10_000)}`;
	let i = 0;
	const drip = setInterval(() => !c.socket.destroyed && c.socket.write(request[i++ % request.length]!), 50);
	const { ms } = await c.closed;
	clearInterval(drip);
	assert.ok(ms >= 500, `closed after ${ms} ms`);
	assert.ok(ms < IN_TIME_MS, `still open ${ms} ms after it connected`);
});

l(
	'an idle keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS once its reply is sent',
	async ({ server }) => {
		const c = raw(server.port);
		await c.connected;
		c.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
		const { ms, received } = await c.closed;
		assert.match(received, /^HTTP\/1\.1 200/, 'the request was answered');
		assert.ok(ms >= 400, `closed after ${ms} ms, before the keep-alive timeout`);
		assert.ok(ms < IN_TIME_MS, `still open ${ms} ms after it connected`);
	},
);

l(
	'a live stream outlives the request timeout while a slow body is cut, then still delivers a comment',
	async ({ server }) => {
		const stream = await fetch(`${server.url}/api/live/events?stream_id=main`);
		assert.is(stream.headers.get('x-accel-buffering'), 'no', 'a proxy may buffer the stream');
		const reader = stream.body!.getReader();
		const c = raw(server.port);
		await c.connected;
		c.socket.write(
			'POST /api/user/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
		);
		const { ms, received } = await c.closed;
		assert.ok(ms >= 1000, `a slow body was cut after ${ms} ms, before the request timeout: ${received.slice(0, 80)}`);
		assert.ok(ms < IN_TIME_MS, `a slow body was still open after ${ms} ms`);
		assert.match(received, /^HTTP\/1\.1 408|^$/, `unexpected reply to a slow body: ${received.slice(0, 80)}`);
		const token = await signInDemo(server.url);
		const posted = await fetch(`${server.url}/api/live/danmu`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
			body: JSON.stringify({ stream_id: 'main', text: 'still here' }),
		});
		assert.is(posted.status, 200);
		let text = '';
		while (!text.includes('still here')) {
			const { value, done } = await reader.read();
			assert.not.ok(done, `the stream ended: ${text}`);
			text += new TextDecoder().decode(value);
		}
		await reader.cancel();
	},
);

l(
	'at the cap, the connection idle the longest gives way, so a normal request from that address gets through',
	async ({ server }) => {
		// from an address of its own, so the other tests' keep-alive connections do not count:
		const held = [];
		for (let i = 0; i < 6; i++) {
			const h = raw(server.port, '127.0.0.2');
			await h.connected;
			held.push(h);
		}
		const closed = new Set<number>();
		held.forEach((h, i) => void h.closed.then(() => closed.add(i)));
		const res = await get(server.port, '/healthz', '127.0.0.2');
		assert.is(res.statusCode, 200, 'a normal request from the same address was refused');
		res.resume();
		await held[0]!.closed;
		assert.equal([...closed], [0], 'not the oldest idle connection alone gave way');
		// the rest, held at the cap, still time out as a lone stalled socket does:
		const started = Date.now();
		await Promise.all(held.map((h) => h.closed));
		assert.ok(Date.now() - started < IN_TIME_MS, 'connections held at the cap stayed open');
	},
);

l(
	'at the cap with only live streams: a newcomer is refused while they are new, then the oldest gives way',
	async ({ server }) => {
		const streams = await Promise.all(
			Array.from({ length: 6 }, () => get(server.port, '/api/live/events?stream_id=main', '127.0.0.4')),
		);
		for (const s of streams) assert.is(s.statusCode, 200);
		let ended = 0;
		for (const s of streams) s.on('close', () => ended++).resume();
		const extra = raw(server.port, '127.0.0.4');
		const { received } = await extra.closed;
		assert.is(received, '', 'the newcomer was served');
		assert.is(ended, 0, 'a stream just begun was cut for the newcomer');
		// once the streams have run past the request timeout, the oldest gives way (EventSource comes back by itself):
		const served = async () => {
			const res = await get(server.port, '/healthz', '127.0.0.4').catch(() => null);
			res?.resume();
			return res?.statusCode === 200;
		};
		const firstEnd = new Promise((resolve) => {
			for (const s of streams) s.once('close', resolve);
		});
		while (!(await served())) {
			assert.is(ended, 0, 'a stream was cut and the newcomer still refused');
			await new Promise((r) => setTimeout(r, 20));
		}
		await firstEnd;
		assert.is(ended, 1, 'not one stream alone gave way');
		for (const s of streams) s.destroy();
	},
);

l.run();
