import { render } from 'preact';
import { act } from 'preact/test-utils';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BET_TYPES } from '../../../shared/bets/bet-types.ts';
import type { betMessagesEn } from '../../../shared/bets/messages-en.ts';
import { betMessagesZh } from '../../../shared/bets/messages-zh.ts';
import { mount } from '../../setup/dom.ts';
import { flushPromises } from '../../setup/fake-clock.ts';
import { SPEC_BET_TYPES } from '../../setup/spec-bet-types.ts';
import '../live/no-css.ts';

// imported after the .css hook is in place:
const { RuleText } = await import('../../../src/pages/rule/rule.tsx');

// ready once the last section is there, whatever order the text and names arrive in:
async function show(language: 'en' | 'zh', last: string) {
	const root = mount();
	act(() => render(<RuleText language={language} />, root));
	await until(() => headings(root).includes(last));
	return root;
}

// the text modules load (and compile) from disk the first time: that takes real time, not a number of turns
async function until(done: () => boolean, ms = 10_000) {
	const deadline = Date.now() + ms;
	while (!done()) {
		if (Date.now() > deadline) throw new Error(`not there after ${ms} ms`);
		await act(flushPromises);
	}
}

const headings = (root: HTMLElement) => [...root.querySelectorAll('h2')].map((h) => h.textContent);
const types = BET_TYPES.filter((t) => t.index > 0);

// ---
const test = suite('rules page');

test('lists all 15 bet types in English, then places paid, scratchings and dead heats', async () => {
	const root = await show('en', 'Dead heats');
	const titles = headings(root);
	for (const name of SPEC_BET_TYPES.slice(1)) assert.ok(titles.includes(name), `${name} missing`);
	for (const rule of ['Places paid', 'Scratchings', 'Dead heats']) assert.ok(titles.includes(rule), `${rule} missing`);
	for (const p of root.querySelectorAll('.rules-section p')) assert.ok(p.textContent?.length, 'a section has no text');
	assert.match(root.textContent ?? '', 'Races with 8 or more starters pay 3 places');
	render(null, root);
});

test('lists all 15 bet types in Chinese', async () => {
	const root = await show('zh', '平头');
	const titles = headings(root);
	for (const type of types) {
		const zh = betMessagesZh[type.key as keyof typeof betMessagesEn];
		assert.ok(titles.includes(zh), `${type.key} (${zh}) missing`);
	}
	for (const rule of ['派彩名次', '退出马匹', '平头']) assert.ok(titles.includes(rule), `${rule} missing`);
	assert.is(root.querySelector('article')?.getAttribute('lang'), 'zh-CN');
	render(null, root);
});

test('shows a loading state first and a retry when the text fails to load', async () => {
	let fail = true;
	const table = { 'bet.type.win': 'Single Win', 'rules.bet.win': 'Pick one.' };
	const load = {
		en: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(table)),
		zh: () => Promise.resolve(table),
	};
	const root = mount();
	act(() => render(<RuleText language="en" load={load} />, root));
	assert.ok(root.querySelector('[role=status]'), 'no loading state');
	await act(flushPromises);
	const retry = root.querySelector<HTMLButtonElement>('button.load-error');
	assert.ok(retry, 'no retry after a failed load');
	fail = false;
	await act(async () => {
		retry?.click();
	});
	await until(() => !!root.querySelector('h2'));
	assert.match(root.textContent ?? '', 'Pick one.');
	render(null, root);
});

test.run();
