// Runs one render of a first screen (the home page's, or the sign-in form's) in a fresh worker (render-worker.js), with a time limit.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const WORKER = new URL('./render-worker.js', import.meta.url);

/** The home page with the day's replies, or the sign-in form, which reads no data. */
export type RenderInput =
	| { screen: 'home'; lang: 'en' | 'zh'; dayUrl: string; dayReply: unknown; calendarReply: unknown }
	| { screen: 'login'; lang: 'en' | 'zh' };

export type RenderScreen = (input: RenderInput) => Promise<string>;

/** The built SSR bundle's path (`vite build -c vite.ssr.config.ts`), under the app's dist. */
export const ssrBundle = (distDir: string) => join(distDir, 'ssr', 'first-screen.js');

export function workerRender(distDir: string, limitMs = 10_000): RenderScreen {
	const bundle = pathToFileURL(ssrBundle(distDir)).href;
	return (input) =>
		new Promise<string>((resolve, reject) => {
			const worker = new Worker(WORKER, { workerData: { ...input, bundle } });
			const timer = setTimeout(() => finish(new Error('first screen render timed out')), limitMs);
			const finish = (error: Error | null, html?: string) => {
				clearTimeout(timer);
				void worker.terminate();
				if (error) reject(error);
				else resolve(html ?? '');
			};
			worker.once('message', (m: { html?: string; error?: string }) =>
				m.html === undefined ? finish(new Error(m.error ?? 'no render')) : finish(null, m.html),
			);
			worker.once('error', (e) => finish(e));
			worker.once('exit', (code) => finish(new Error(`render worker exited (${code})`)));
		});
}
