// A key busy in this process: a copy that arrives while its first send is worked on is told so at once,
// before it waits for a transaction (the database claim in key-store.ts decides across processes).
import type { Db } from '../../db/db.ts';
import { inFlight, type KeyRequest, otherBody } from './key-store.ts';

const held = new WeakMap<Db, Map<string, string>>();

/** Marks the key busy in this process until `release`; a copy that arrives meanwhile gets 409 (422 with another body). */
export function holdKey(db: Db, request: KeyRequest): () => void {
	const busy = held.get(db) ?? new Map<string, string>();
	held.set(db, busy);
	const id = `${request.userId}\n${request.route}\n${request.key}`;
	const hash = busy.get(id);
	if (hash !== undefined) throw hash === request.hash ? inFlight() : otherBody();
	busy.set(id, request.hash);
	return () => busy.delete(id);
}
