// One SSE connection: the items a stream gets from now on, from any API process. Each `danmu`
// notification names an item; this loads it and sends it unless already sent. After a dropped
// listening connection it catches up from the last id it sent.
import type { Db } from '../../db/db.ts';
import { listen } from '../../db/notify.ts';
import { CHANNEL, type Danmu, danmuById, recentDanmu } from './danmu.ts';

export interface FeedOptions {
	db: Db;
	databaseUrl: string | undefined;
	streamId: string;
	/** replay items after this id first (the browser's Last-Event-ID) */
	since: number | undefined;
	send(item: Danmu): Promise<void>;
}

export async function openFeed(o: FeedOptions): Promise<() => void> {
	let last = o.since ?? 0;
	const sent = new Set<number>();
	let chain = Promise.resolve();
	// one delivery at a time, so items reach the client in the order they were loaded:
	const deliver = (load: () => Promise<Danmu[]>) => {
		chain = chain
			.then(async () => {
				for (const item of await load()) {
					if (sent.has(item.id)) continue;
					sent.add(item.id);
					if (sent.size > 500) sent.delete(sent.values().next().value!);
					last = Math.max(last, item.id);
					await o.send(item);
				}
			})
			.catch(() => {});
	};
	const stop = await listen(
		o.db,
		CHANNEL,
		(payload) => {
			let note: { id?: unknown; stream_id?: unknown };
			try {
				note = JSON.parse(payload);
			} catch {
				return;
			}
			if (note.stream_id !== o.streamId || typeof note.id !== 'number') return;
			const id = note.id;
			deliver(async () => {
				const item = await danmuById(o.db, id);
				return item ? [item] : [];
			});
		},
		{
			...(o.databaseUrl ? { url: o.databaseUrl } : {}),
			onReconnect: () => deliver(() => recentDanmu(o.db, o.streamId, last)),
		},
	);
	if (o.since !== undefined) deliver(() => recentDanmu(o.db, o.streamId, o.since));
	return stop;
}
