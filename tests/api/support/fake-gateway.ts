// A local stand-in for an outside HTTP service (SMS gateway, payment provider): records each JSON
// request and answers as the test says, including not at all (a timeout).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
	method: string;
	path: string;
	headers: IncomingHttpHeaders;
	// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it sent
	body: any;
}

/** `hang` never answers; otherwise a status and a JSON body. */
export type Answer = 'hang' | { status: number; body?: unknown };

export async function fakeGateway(answer: (r: Received) => Answer = () => ({ status: 200, body: { id: 'msg_1' } })) {
	const received: Received[] = [];
	let respond = answer;
	const server = createServer((req, res) => {
		let text = '';
		req.setEncoding('utf8').on('data', (chunk: string) => {
			text += chunk;
		});
		req.on('end', () => {
			const r: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: null };
			try {
				r.body = JSON.parse(text);
			} catch {
				r.body = text;
			}
			received.push(r);
			const a = respond(r);
			if (a === 'hang') return;
			res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body ?? {}));
		});
	});
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		received,
		answer(next: (r: Received) => Answer) {
			respond = next;
		},
		close: () =>
			new Promise<void>((done) => {
				server.closeAllConnections();
				server.close(() => done());
			}),
	};
}

export type FakeGateway = Awaited<ReturnType<typeof fakeGateway>>;
