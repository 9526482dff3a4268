// Work a test folder leaves for the end of the whole run (the browser tests' shared Chromium), which
// scripts/run-tests.ts awaits once every suite has run.
const tasks: (() => Promise<void>)[] = [];

export function afterRun(task: () => Promise<void>) {
	tasks.push(task);
}

export async function runAfterRun() {
	await Promise.allSettled(tasks.splice(0).map((task) => task()));
}
