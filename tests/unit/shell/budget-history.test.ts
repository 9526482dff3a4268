import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { budgetRises, type Git, previousBudgets } from '../../../scripts/budget-history.ts';

const test = suite('size gate: a budget only comes down');

const before = { initial: { brotli: 32640, target: 20480 }, page: { brotli: 2370 } };

test('a rise in any budget or target is refused, naming it', () => {
	assert.equal(budgetRises(before, { ...before, initial: { brotli: 32700, target: 20480 } }), [
		'initial: 32640 -> 32700 B',
	]);
	assert.equal(budgetRises(before, { ...before, initial: { brotli: 32640, target: 21000 } }), [
		'initial target: 20480 -> 21000 B',
	]);
	assert.equal(budgetRises(before, { ...before, initial: { brotli: 32640 } }), ['initial target: 20480 -> none B']);
});

test('a budget held or lowered passes, and a new group has nothing to rise from', () => {
	assert.equal(budgetRises(before, before), []);
	assert.equal(budgetRises(before, { ...before, page: { brotli: 2048 }, sw: { brotli: 6000 } }), []);
});

/** A git that knows these commands' outputs; anything else fails as git would. */
const fakeGit =
	(answers: Record<string, string>): Git =>
	(args) =>
		answers[args.join(' ')] ?? null;

const show = (ref: string, budgets: object) => ({ [`show ${ref}:budgets.json`]: JSON.stringify(budgets) });

test('on a branch: the budgets where it left main', () => {
	const git = fakeGit({
		'rev-parse HEAD': 'b'.repeat(40),
		'rev-parse --verify -q main^{commit}': 'm'.repeat(40),
		'merge-base HEAD main': 'a'.repeat(40),
		...show('a'.repeat(40), before),
	});
	assert.equal(previousBudgets(git), { ref: 'aaaaaaa', budgets: before });
});

test('on main: the commit before the newest, or the newest when the file has edits', () => {
	const head = 'h'.repeat(40);
	const answers = {
		'rev-parse HEAD': head,
		'rev-parse --verify -q main^{commit}': head,
		'merge-base HEAD main': head,
		'rev-parse --verify -q HEAD~1^{commit}': 'p'.repeat(40),
		...show('p'.repeat(40), before),
		...show(head, { page: { brotli: 1 } }),
	};
	assert.equal(previousBudgets(fakeGit({ ...answers, 'diff --quiet HEAD -- budgets.json': '' })), {
		ref: 'ppppppp',
		budgets: before,
	});
	assert.equal(previousBudgets(fakeGit(answers)), { ref: 'hhhhhhh', budgets: { page: { brotli: 1 } } });
});

test('a clone without the history skips the comparison and says why', () => {
	assert.equal(previousBudgets(fakeGit({})), { skip: 'not a git checkout' });
	assert.equal(previousBudgets(fakeGit({ 'rev-parse HEAD': 'h' })), { skip: 'no main branch in this clone' });
	const shallow = fakeGit({
		'rev-parse HEAD': 'h',
		'rev-parse --verify -q origin/main^{commit}': 'h',
		'merge-base HEAD origin/main': 'h',
		'diff --quiet HEAD -- budgets.json': '',
	});
	assert.equal(previousBudgets(shallow), { skip: 'no commit before HEAD (a shallow clone)' });
});

test.run();
