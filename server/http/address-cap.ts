// At most `max` open connections per address. At the cap a newcomer takes the place of the connection that
// does least for anyone: the one idle or still sending its headers the longest, else the one slowest to
// send its body, else the oldest reply running past the request timeout (a live stream, which reconnects
// by itself and catches up); only when every one is a reply under way is the newcomer refused. Behind a NAT
// or a proxy without TRUST_PROXY many players share one address: stalled sockets must not shut them out.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from '../deps.ts';

interface Held {
	socket: Socket;
	/** since when it has been in its present state: idle (or sending headers), or sending its body */
	since: number;
	request?: IncomingMessage | undefined;
}

type Kind = 'idle' | 'slow body' | 'long reply';

/** The held connection to drop for a newcomer (replies count as long from `longSince` back), or undefined. */
export function victim(held: Iterable<Held>, longSince: number): { held: Held; kind: Kind } | undefined {
	const oldest: Partial<Record<Kind, Held>> = {};
	for (const h of held) {
		const kind: Kind | null = !h.request
			? 'idle'
			: !h.request.complete
				? 'slow body'
				: h.since <= longSince
					? 'long reply'
					: null;
		if (kind && (!oldest[kind] || h.since < oldest[kind].since)) oldest[kind] = h;
	}
	const kind = (['idle', 'slow body', 'long reply'] as const).find((k) => oldest[k]);
	return kind && { held: oldest[kind]!, kind };
}

export function capPerAddress(
	server: Server,
	limits: { max: number; requestTimeoutMs: number },
	logger: Logger,
	now = () => performance.now(),
) {
	const { max } = limits;
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
			const out = victim(held, now() - limits.requestTimeoutMs);
			if (!out) {
				socket.destroy();
				warn(address, 'newcomer');
				return;
			}
			held.delete(out.held);
			out.held.socket.destroy();
			warn(address, out.kind);
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
