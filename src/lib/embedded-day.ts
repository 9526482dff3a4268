// The day the server drew the first screen with (server/first-screen/document.ts), taken as the app's first replies:
// its calendar kept as a calendar reply is kept (read as the race day model starts), and its day table answering
// the app's first request for that day, through the http client, its checks and its cache, as if it had been fetched.
// Imported by the entry before the app's state, so both are in place before anything reads or asks.
import { CALENDAR_KEY } from '../state/races/race-days-model.ts';

interface Embedded {
	url: string;
	reply: { status: number };
	calendar: { status: number; data: unknown };
}

type EarlyHost = { __hcFirst?: { url: string; token: string; reply: Promise<Response> } };

/** Takes the embedded day (the JSON block 'first-day') once; true when there was one the app can use. */
export function takeEmbeddedDay(host: EarlyHost & { document: Document; localStorage: Storage }): boolean {
	try {
		const [doc, storage] = [host.document, host.localStorage];
		const block = doc.getElementById('first-day');
		block?.remove();
		const day = JSON.parse(block?.textContent || 'null') as Embedded | null;
		const token = storage.getItem('token');
		if (day?.reply.status !== 200 || !token) return false;
		if (day.calendar.status === 200) storage.setItem(CALENDAR_KEY, JSON.stringify(day.calendar.data));
		host.__hcFirst = { url: day.url, token, reply: Promise.resolve(Response.json(day.reply)) };
		return true;
	} catch {
		return false;
	}
}

export const embeddedDay = takeEmbeddedDay(globalThis as unknown as Parameters<typeof takeEmbeddedDay>[0]);
