// TRUST_PROXY: which proxies' X-Forwarded-For entries are believed. A hop count trusts the nearest n entries
// whatever the socket; a list of addresses and CIDRs trusts only what those proxies appended.
import { BlockList, isIP } from 'node:net';

export type TrustProxy = number | readonly string[];

/** The setting as written: empty or 0, a hop count, or `10.0.0.1, 10.1.0.0/16, fd00::/8`; throws on anything else. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
	const text = (value ?? '').trim();
	if (!text) return 0;
	if (/^\d{1,2}$/.test(text)) return Number(text);
	const list = text.split(',').map((part) => part.trim());
	for (const entry of list) {
		const [address = '', bits, ...rest] = entry.split('/');
		const family = isIP(address);
		const max = family === 4 ? 32 : 128;
		const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
		if (!family || !okBits || rest.length) {
			throw new Error(`invalid TRUST_PROXY entry: ${entry.slice(0, 60)} (a hop count, or proxy addresses/CIDRs)`);
		}
	}
	return list;
}

const lists = new WeakMap<readonly string[], BlockList>();

function blockListOf(list: readonly string[]): BlockList {
	let blocks = lists.get(list);
	if (blocks) return blocks;
	blocks = new BlockList();
	for (const entry of list) {
		const [address = '', bits] = entry.split('/');
		const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
		if (bits === undefined) blocks.addAddress(address, type);
		else blocks.addSubnet(address, Number(bits), type);
	}
	lists.set(list, blocks);
	return blocks;
}

function trusted(blocks: BlockList, address: string): boolean {
	const family = isIP(address);
	return !!family && blocks.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The caller's address: from the socket leftwards through X-Forwarded-For, one entry per trusted proxy. An entry
 * that is not an IP address ends the walk: the proxy that passed it on is the nearest caller we can vouch for.
 */
export function forwardedFor(socket: string, header: string | undefined, trust: TrustProxy): string {
	// an IPv4 socket seen as ::ffff:a.b.c.d still matches an IPv4 entry: BlockList maps it
	let caller = socket;
	if (!header || trust === 0) return caller;
	const chain = header.split(',').map((part) => part.trim());
	const blocks = typeof trust === 'number' ? null : blockListOf(trust);
	for (let hop = 1; chain.length; hop++) {
		if (blocks ? !trusted(blocks, caller) : hop > (trust as number)) break;
		const next = chain.pop()!;
		if (!isIP(next)) break;
		caller = next;
	}
	return caller;
}

/** What the startup log says is trusted, with a warning where a forged header would be believed. */
export function describeTrust(trust: TrustProxy): { trusted: string; warning?: string } {
	if (trust === 0) return { trusted: 'socket address only; X-Forwarded-For ignored' };
	if (typeof trust === 'number') {
		return {
			trusted: `the nearest ${trust} X-Forwarded-For entries from any socket`,
			warning: 'a hop count believes any client that reaches the server directly; list the proxies instead',
		};
	}
	return { trusted: `X-Forwarded-For appended by ${trust.join(', ')}` };
}
