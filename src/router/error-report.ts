// The app's one error report: the console, and in a production build the server's POST /api/client-errors.
import { createErrorReport } from '../lib/error-report.ts';
import { VERSION } from '../lib/version.ts';

export const reportError = createErrorReport({
	// (tests run the source without Vite, where import.meta.env is missing:)
	endpoint: import.meta.env?.PROD ? '/api/client-errors' : null,
	fetch: (input, init) => globalThis.fetch(input, init),
	log: console,
	version: VERSION,
	route: () => location.hash.slice(1),
});
