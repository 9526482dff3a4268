// Lighthouse's own benchmark of the machine (its BenchmarkIndex), run in a blank page of the browser about to measure.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';

// the same function Lighthouse evaluates before every audit, as source so the page runs it as written
// (a `__name` stub covers the helper tsx may have wrapped function names in):
const SOURCE = `(() => { const __name = (f) => f; return (${pageFunctions.computeBenchmarkIndex.toString()})(); })()`;

/** About one second of the page's main thread, unthrottled: call it before any CPU slowdown is set. */
export function benchmarkIndex(page: Page): Promise<number> {
	return page.evaluate(SOURCE) as Promise<number>;
}
