// The last net past the boundaries: an error thrown in an event handler or a timer, and a promise rejected with no one
// waiting, go to the same report as a render's, once each per visit (the report itself caps how many are sent).
import type { ErrorReport } from './error-report.ts';

type Host = Pick<Window, 'addEventListener'>;

// what may stand for a token, a key or a player in a message or a stack (JWTs, long opaque strings, e-mail
// addresses, phone-length numbers), cut out before anything leaves the device: a handler's error can quote any of them
const SECRET = /eyJ[\w-]+\.[\w-]+\.[\w-]*|[\w.+-]+@[\w-]+\.[\w.-]+|\b[A-Za-z0-9_-]{32,}\b|\+?\d[\d -]{6,}\d/g;

function scrubbed(error: unknown): Error {
	const e = error instanceof Error ? error : new Error(String(error));
	const copy = new Error(e.message.replace(SECRET, '…'));
	copy.name = e.name;
	copy.stack = (e.stack ?? '').replace(SECRET, '…');
	return copy;
}

export function watchGlobalErrors(host: Host, report: ErrorReport) {
	const seen = new Set<string>();
	const once = (error: unknown, where: string) => {
		const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
		// a handler that throws on every tap or every frame is one report, not a flood:
		if (seen.has(`${where} ${text}`)) return;
		seen.add(`${where} ${text}`);
		report(scrubbed(error), where);
	};
	host.addEventListener('error', (event) => {
		// an image or script that failed to load fires 'error' too, but as a plain Event, with no message or error:
		if (!('message' in event)) return;
		const e = event as ErrorEvent;
		once(e.error ?? e.message, 'handler');
	});
	host.addEventListener('unhandledrejection', (event) => once(event.reason, 'promise'));
}
