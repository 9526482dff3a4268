import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Harness, harness } from './support/harness.ts';
import { type Player, registerPlayer } from './support/players.ts';

type Ctx = { h: Harness; p: Player };
const edges = suite<Ctx>('odd requests get honest answers', {} as Ctx);
edges.before(async (ctx) => {
	ctx.h = await harness();
	ctx.p = await registerPlayer(ctx.h);
});
edges.after(async (ctx) => ctx.h.close());

edges('a day that does not exist is a 400 naming the field, not a 500', async ({ h, p }) => {
	for (const bad of ['2025-02-30', '2025-02-29', '2025-04-31', '0000-01-01']) {
		const start = await h.call('GET', `/api/wallet/statement?start=${bad}`, { token: p.access_token });
		assert.equal([start.status, start.body.message], [400, 'start must be a date YYYY-MM-DD'], `start=${bad}`);
		const end = await h.call('GET', `/api/wallet/statement?end=${bad}`, { token: p.access_token });
		assert.equal([end.status, end.body.message], [400, 'end must be a date YYYY-MM-DD'], `end=${bad}`);
		const table = await h.call('GET', `/api/events/day_table?day=${bad}&event_type=Races`);
		assert.is(table.status, 400, `day_table day=${bad}`);
	}
	const leap = await h.call('GET', '/api/wallet/statement?start=2024-02-29&end=2024-03-01', { token: p.access_token });
	assert.is(leap.status, 200, 'a real leap day was refused');
});

/** Sends raw bytes over one connection and collects what comes back until the server closes it (or 3 s pass). */
function rawExchange(port: number, request: string): Promise<{ text: string; closed: boolean }> {
	return new Promise((resolve) => {
		const socket = connect(port, '127.0.0.1');
		let text = '';
		const timer = setTimeout(() => {
			socket.destroy();
			resolve({ text, closed: false });
		}, 3000);
		socket.on('data', (chunk) => {
			text += chunk.toString('latin1');
		});
		socket.on('close', () => {
			clearTimeout(timer);
			resolve({ text, closed: true });
		});
		socket.on('error', () => {});
		socket.write(request);
	});
}

edges('after a 413 the server says Connection: close and closes the connection', async ({ h }) => {
	const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
	await new Promise((done) => server.once('listening', done));
	try {
		const { port } = server.address() as AddressInfo;
		const body = JSON.stringify({ user_name: 'x'.repeat(70_000), password: 'p', device_id: 'd' });
		// the body is announced but only partly sent, as a client that is still uploading:
		const head = `POST /api/user/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
		const reply = await rawExchange(port, head + body.slice(0, 1000));
		assert.match(reply.text, /^HTTP\/1\.1 413 /);
		assert.match(reply.text, /\r\nconnection: close\r\n/i, 'the reply does not say the connection ends');
		assert.ok(reply.closed, 'the connection was left open with an unread body on it');
	} finally {
		await new Promise((done) => server.close(done));
	}
});

edges.run();
