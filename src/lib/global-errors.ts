// The last net past the boundaries: an error thrown in an event handler or a timer, and a promise rejected with no one
// waiting, go to the same report as a render's, once each per visit (the report itself caps how many are sent).
import type { ErrorReport } from './error-report.ts';

type Host = Pick<Window, 'addEventListener'>;

export function watchGlobalErrors(host: Host, report: ErrorReport) {
	const seen = new Set<string>();
	const once = (error: unknown, where: string) => {
		const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
		// a handler that throws on every tap or every frame is one report, not a flood:
		if (seen.has(`${where} ${text}`)) return;
		seen.add(`${where} ${text}`);
		report(error, where);
	};
	host.addEventListener('error', (event) => {
		// an image or script that failed to load fires 'error' too, but as a plain Event, with no message or error:
		if (!('message' in event)) return;
		const e = event as ErrorEvent;
		once(e.error ?? e.message, 'handler');
	});
	host.addEventListener('unhandledrejection', (event) => once(event.reason, 'promise'));
}
