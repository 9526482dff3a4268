import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ErrorBoundary } from '../../../src/components/error-boundary.tsx';
import { createErrorReport } from '../../../src/lib/error-report.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';

// ---
const Boundary = suite('the last net around a page');

Boundary('a page that throws shows what happened and a Retry that draws it again, and is reported', () => {
	const root = mount();
	let broken = true;
	const reports: [unknown, string][] = [];
	const Page = () => {
		if (broken) throw new TypeError("Cannot read properties of null (reading 'list')");
		return <p class="drawn">Meetings</p>;
	};
	act(() =>
		render(
			<ErrorBoundary where="page" report={(error, where) => void reports.push([error, where])}>
				<Page />
			</ErrorBoundary>,
			root,
		),
	);
	const alert = root.querySelector('[role=alert]');
	assert.ok(alert, 'no message shown: a blank page');
	assert.match(alert?.textContent ?? '', 'Something went wrong on this page.');
	assert.not.match(root.textContent ?? '', 'Cannot read', "a script's error reached the player");
	assert.is(reports.length, 1);
	assert.is(reports[0]?.[1], 'page');
	broken = false;
	act(() => root.querySelector<HTMLButtonElement>('[role=alert] button')?.click());
	assert.ok(root.querySelector('.drawn'), 'Retry did not draw the page again');
	render(null, root);
});

// ---
const Report = suite('the error report');

function reporter(endpoint: string | null, fail = false) {
	const posts: { url: string; body: Record<string, string> }[] = [];
	const logged: unknown[] = [];
	const report = createErrorReport({
		endpoint,
		fetch: (async (url: string, init: RequestInit) => {
			posts.push({ url, body: JSON.parse(String(init.body)) });
			if (fail) throw new TypeError('offline');
			return new Response('{}');
		}) as unknown as typeof fetch,
		log: { error: (...a: unknown[]) => void logged.push(a) },
		version: 'v1',
		route: () => '/pages/order/list?order=42',
		limit: 2,
	});
	return { report, posts, logged };
}

Report('goes to the console, and to the endpoint with the route but not its query, a few a visit', () => {
	const r = reporter('/api/client-errors');
	for (let i = 0; i < 4; i++) r.report(new RangeError('Invalid time value'), 'page');
	assert.is(r.logged.length, 4, 'every catch goes to the console');
	assert.is(r.posts.length, 2, 'more reports were sent than a visit may send');
	assert.is(r.posts[0]?.url, '/api/client-errors');
	assert.is(r.posts[0]?.body.route, '/pages/order/list');
	assert.is(r.posts[0]?.body.message, 'page: RangeError: Invalid time value');
	assert.is(r.posts[0]?.body.version, 'v1');
});

Report('without an endpoint nothing is sent; a send that fails never throws', async () => {
	const quiet = reporter(null);
	quiet.report(new Error('x'), 'shell');
	assert.is(quiet.posts.length, 0);
	const failing = reporter('/api/client-errors', true);
	failing.report('not even an Error', 'shell');
	// the failed send settles in microtasks: an unhandled rejection would fail the run here
	await flushPromises();
	assert.is(failing.posts[0]?.body.message, 'shell: Error: not even an Error');
});

Boundary.run();
Report.run();
