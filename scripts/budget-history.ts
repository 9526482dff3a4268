// The size gate's ratchet: no budget in budgets.json may be higher than it was on main before this change.
import { execFileSync } from 'node:child_process';
import type { Budgets } from './size-budget.ts';

/** Runs git with these arguments and gives its output, or null when git fails (no repository, unknown ref). */
export type Git = (args: string[]) => string | null;

export const systemGit: Git = (args) => {
	try {
		return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
	} catch {
		return null;
	}
};

/** Each budget or target now higher than before; a new group has nothing to rise from. */
export function budgetRises(before: Budgets, now: Budgets): string[] {
	const rises: string[] = [];
	for (const [name, budget] of Object.entries(now)) {
		const was = before[name];
		if (!was) continue;
		if (budget.brotli > was.brotli) rises.push(`${name}: ${was.brotli} -> ${budget.brotli} B`);
		if (was.target !== undefined && (budget.target ?? Number.POSITIVE_INFINITY) > was.target)
			rises.push(`${name} target: ${was.target} -> ${budget.target ?? 'none'} B`);
	}
	return rises;
}

export type History = { ref: string; budgets: Budgets } | { skip: string };

/**
 * The budgets to compare with: where this branch left main; on main itself, the commit before the newest (or the
 * newest when budgets.json has uncommitted edits). A clone without that history skips, saying why.
 */
export function previousBudgets(git: Git, file = 'budgets.json'): History {
	const head = git(['rev-parse', 'HEAD']);
	if (!head) return { skip: 'not a git checkout' };
	const main = ['main', 'origin/main'].find((ref) => git(['rev-parse', '--verify', '-q', `${ref}^{commit}`]));
	if (!main) return { skip: 'no main branch in this clone' };
	let ref = git(['merge-base', 'HEAD', main]);
	if (!ref) return { skip: `no common history with ${main} (a shallow clone)` };
	if (ref === head) {
		// on main, or behind it: the working file against the newest commit if edited, else the newest against its parent
		const edited = git(['diff', '--quiet', 'HEAD', '--', file]) === null;
		ref = edited ? head : git(['rev-parse', '--verify', '-q', 'HEAD~1^{commit}']);
		if (!ref) return { skip: 'no commit before HEAD (a shallow clone)' };
	}
	const text = git(['show', `${ref}:${file}`]);
	if (text === null) return { skip: `${file} did not exist in ${ref.slice(0, 7)}` };
	return { ref: ref.slice(0, 7), budgets: JSON.parse(text) as Budgets };
}
