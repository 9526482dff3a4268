// At most `max` open connections per address. At the cap a newcomer takes the place of the connection that
// does least for anyone: the one idle or still sending its headers the longest, else the one slowest to
// send its body; only when every one is being answered is the newcomer refused. Behind a NAT or a proxy
// without TRUST_PROXY many players share one address, so a flood of stalled sockets must not shut them out.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../deps.ts';

interface Held {
	socket: Socket;
	/** since when it has been in its present state: idle (or sending headers), or sending its body */
	since: number;
	request?: IncomingMessage | undefined;
}

/** The held connection to drop for a newcomer, or undefined when all of them are being answered. */
export function victim(held: Iterable<Held>): Held | undefined {
	let idle: Held | undefined;
	let slow: Held | undefined;
	for (const h of held) {
		if (!h.request) {
			if (!idle || h.since < idle.since) idle = h;
		} else if (!h.request.complete && (!slow || h.since < slow.since)) slow = h;
	}
	return idle ?? slow;
}

export function capPerAddress(server: Server, max: number, logger: Logger, now = () => performance.now()) {
	if (!max) return;
	const open = new Map<string, Set<Held>>();
	const bySocket = new WeakMap<Socket, Held>();
	let warned = Number.NEGATIVE_INFINITY;
	const warn = (ip: string, dropped: string) => {
		// one line a minute at most: a flood must not become a flood of logs
		if (now() - warned < 60_000) return;
		warned = now();
		logger.warn('security', { event: 'connection_cap', ip, max, dropped });
	};
	server.on('connection', (socket: Socket) => {
		const address = socket.remoteAddress ?? 'unknown';
		const held = open.get(address) ?? new Set<Held>();
		if (held.size >= max) {
			const out = victim(held);
			if (!out) {
				socket.destroy();
				warn(address, 'newcomer');
				return;
			}
			held.delete(out);
			out.socket.destroy();
			warn(address, out.request ? 'slow body' : 'idle');
		}
		const entry: Held = { socket, since: now() };
		held.add(entry);
		open.set(address, held);
		bySocket.set(socket, entry);
		socket.once('close', () => {
			held.delete(entry);
			if (!held.size && open.get(address) === held) open.delete(address);
		});
	});
	server.on('request', (req: IncomingMessage, res: ServerResponse) => {
		const entry = bySocket.get(req.socket);
		if (!entry) return;
		entry.request = req;
		entry.since = now();
		res.once('close', () => {
			if (entry.request !== req) return;
			entry.request = undefined;
			entry.since = now();
		});
	});
}
