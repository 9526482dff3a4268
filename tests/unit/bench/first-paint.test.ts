import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { firstContentfulPaint, type TraceEvent } from '../../../scripts/bench/long-tasks.ts';

const event = (name: string, ts: number, data?: object): TraceEvent =>
	({ name, ph: 'I', ts, pid: 1, tid: 1, args: data ? { data } : {} }) as TraceEvent;

test('the first contentful paint counts from the navigation it names, not from an about:blank started beside it', () => {
	const trace = [
		event('navigationStart', 10_000, { navigationId: 'app', documentLoaderURL: 'http://127.0.0.1/app/' }),
		event('navigationStart', 25_000, { navigationId: 'blank-1', documentLoaderURL: '' }),
		event('firstContentfulPaint', 360_000, { navigationId: 'app' }),
		event('navigationStart', 370_000, { navigationId: 'blank-2', documentLoaderURL: '' }),
	];
	assert.is(firstContentfulPaint(trace), 350);
});

test('no paint, or no navigation for it, is not a figure', () => {
	assert.ok(Number.isNaN(firstContentfulPaint([event('navigationStart', 1, { navigationId: 'a' })])));
	assert.ok(Number.isNaN(firstContentfulPaint([event('firstContentfulPaint', 5, { navigationId: 'a' })])));
});

test.run();
