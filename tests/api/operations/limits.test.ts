// Server limits: a client that sends nothing, or its headers or body too slowly, is closed; one address
// gets a capped number of connections; a live stream outlives the request timeout.
import { mkdtempSync, rmSync } from 'node:fs';
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

l('a half-open client that never sends a byte is closed after the header timeout', async ({ server }) => {
	const c = raw(server.port);
	const { ms } = await c.closed;
	assert.ok(ms >= 500, `closed after ${ms} ms, before the header timeout`);
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
});

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
	'one address gets at most HTTP_MAX_CONNECTIONS_PER_ADDRESS connections; the next is closed at once',
	async ({ server }) => {
		// from an address of its own, so the other tests' keep-alive connections do not count:
		const held = Array.from({ length: 6 }, () => raw(server.port, '127.0.0.2'));
		await Promise.all(held.map((h) => h.connected));
		let heldClosed = 0;
		for (const h of held) void h.closed.then(() => heldClosed++);
		const extra = raw(server.port, '127.0.0.2');
		const { ms, received } = await extra.closed;
		assert.is(received, '', 'the extra connection was served');
		assert.is(heldClosed, 0, `the cap closed the connections it should have kept (extra closed after ${ms} ms)`);
		for (const h of held) h.socket.destroy();
		await Promise.all(held.map((h) => h.closed));
		const after = await fetch(`${server.url}/healthz`);
		assert.is(after.status, 200, 'once they close, the address is served again');
	},
);

l.run();
