// Pure trace reading: the renderer main thread's tasks from a Chromium trace, each split into what it spent time on.

export interface TraceEvent {
	name: string;
	ph: string;
	ts: number;
	dur?: number;
	pid: number;
	tid: number;
	args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

export interface Task {
	/** ms from the first task of the trace */
	start: number;
	/** ms */
	duration: number;
	/** ms of the task by kind of work (script, style, layout, parse HTML, paint, GC, other) */
	kinds: Record<string, number>;
	/** the scripts (file names) and callbacks the task ran, first first */
	what: string[];
}

const KIND: Record<string, string> = {
	EvaluateScript: 'script',
	'v8.evaluateModule': 'script',
	FunctionCall: 'script',
	RunMicrotasks: 'script',
	V8Execute: 'script',
	'v8.compile': 'compile',
	'v8.compileModule': 'compile',
	'v8.produceModuleCache': 'compile',
	UpdateLayoutTree: 'style',
	ParseAuthorStyleSheet: 'style',
	Layout: 'layout',
	ParseHTML: 'parse HTML',
	Paint: 'paint',
	PrePaint: 'paint',
	Layerize: 'paint',
	MinorGC: 'GC',
	MajorGC: 'GC',
	'V8.GC_SCAVENGER': 'GC',
};

/** The renderer main thread: the CrRendererMain thread with the most complete events. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
	const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
	let best: { pid: number; tid: number; n: number } | undefined;
	for (const m of mains) {
		const n = events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X').length;
		if (!best || n > best.n) best = { pid: m.pid, tid: m.tid, n };
	}
	return best;
}

const label = (e: TraceEvent): string | undefined => {
	const url = e.args?.data?.url;
	const file = url ? url.replace(/^.*\//, '').replace(/[?#].*$/, '') || url : '';
	// a module's evaluation names no file in the trace; an inline script's names the page:
	if (e.name === 'v8.evaluateModule') return 'evaluate a module';
	if (e.name === 'EvaluateScript') return `evaluate ${file || 'a script'}`;
	if (e.name === 'FunctionCall')
		return `call ${file}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}`;
	if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame' || e.name === 'EventDispatch') return e.name;
	if (e.name === 'ParseHTML') return 'parse HTML';
	return undefined;
};

/** Every task on the main thread, with the self time of each event inside it given to the nearest kind above it. */
export function tasksOf(events: readonly TraceEvent[]): Task[] {
	const main = mainThread(events);
	if (!main) return [];
	const own = events
		.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
		.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
	const tasks: Task[] = [];
	const origin = own.find((e) => e.name === 'RunTask')?.ts ?? 0;
	let current:
		| { task: Task; end: number; stack: { end: number; kind: string; childTime: number; dur: number }[] }
		| undefined;
	const pop = (until: number) => {
		while (current?.stack.length && current.stack.at(-1)!.end <= until) {
			const top = current.stack.pop()!;
			const self = Math.max(0, top.dur - top.childTime);
			current.task.kinds[top.kind] = (current.task.kinds[top.kind] ?? 0) + self / 1000;
		}
	};
	for (const e of own) {
		if (e.name === 'RunTask' && (!current || e.ts >= current.end)) {
			pop(Number.POSITIVE_INFINITY);
			current = {
				task: { start: (e.ts - origin) / 1000, duration: e.dur! / 1000, kinds: {}, what: [] },
				end: e.ts + e.dur!,
				stack: [],
			};
			current.stack.push({ end: current.end, kind: 'other', childTime: 0, dur: e.dur! });
			tasks.push(current.task);
			continue;
		}
		if (!current || e.ts >= current.end) continue;
		pop(e.ts);
		const parent = current.stack.at(-1)!;
		parent.childTime += e.dur!;
		current.stack.push({ end: e.ts + e.dur!, kind: KIND[e.name] ?? parent.kind, childTime: 0, dur: e.dur! });
		const what = label(e);
		if (what && !current.task.what.includes(what)) current.task.what.push(what);
	}
	pop(Number.POSITIVE_INFINITY);
	return tasks;
}

/** Lighthouse's blocking time of a list of tasks: what each spends beyond 50 ms. */
export const blockingTime = (tasks: readonly Task[]) => tasks.reduce((n, t) => n + Math.max(0, t.duration - 50), 0);

/** One line for a task: its length, its largest kinds of work, and what it ran. */
export function describeTask(t: Task): string {
	const kinds = Object.entries(t.kinds)
		.filter(([, ms]) => ms >= 1)
		.sort((a, b) => b[1] - a[1])
		.map(([k, ms]) => `${k} ${Math.round(ms)}`)
		.join(', ');
	return `${Math.round(t.duration)} ms at ${Math.round(t.start)} ms: ${kinds}; ${t.what.slice(0, 4).join(', ')}`;
}

/**
 * ms from the navigation to its first contentful paint, or NaN when the trace has neither: where the shell of the
 * first screen is in the HTML this is the shell's paint, else the app's first render. The paint names its navigation;
 * other frames (about:blank ones) start navigations of their own in the same trace.
 */
export function firstContentfulPaint(events: readonly TraceEvent[]): number {
	const navigationOf = (e: TraceEvent) => (e.args?.data as { navigationId?: string } | undefined)?.navigationId;
	const paint = events.find((e) => e.name === 'firstContentfulPaint');
	const id = paint && navigationOf(paint);
	const start = id && events.find((e) => e.name === 'navigationStart' && navigationOf(e) === id);
	return paint && start ? (paint.ts - start.ts) / 1000 : Number.NaN;
}
