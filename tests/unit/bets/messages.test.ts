import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyBetRequest } from '../../../shared/bets/bet-request.ts';
import { BET_TYPES } from '../../../shared/bets/bet-types.ts';
import { betMessagesEn } from '../../../shared/bets/messages-en.ts';
import { betMessagesZh } from '../../../shared/bets/messages-zh.ts';
import { validateBet } from '../../../shared/bets/validate.ts';
import { createI18n } from '../../../shared/i18n/create-i18n.ts';
import { betRuleSections } from '../../../src/i18n/bets/rules.ts';
import { betRulesEn } from '../../../src/i18n/bets/rules-en.ts';
import { betRulesZh } from '../../../src/i18n/bets/rules-zh.ts';
import enBet from '../../../src/i18n/en/bet.ts';
import { SPEC_BET_TYPES } from '../../setup/spec-bet-types.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const messages = suite('bet messages');

messages('every bet type and selection role has English text matching its name in docs/spec.md', () => {
	for (const t of BET_TYPES)
		assert.is(betMessagesEn[t.key as keyof typeof betMessagesEn], SPEC_BET_TYPES[t.index], t.key);
	for (const s of BET_TYPES.flatMap((t) => t.selections)) assert.ok(s.key in betMessagesEn, `${s.key} missing`);
});

messages('Chinese has every key, with the same placeholders', () => {
	assert.equal(Object.keys(betMessagesZh).sort(), Object.keys(betMessagesEn).sort());
	for (const [key, en] of Object.entries(betMessagesEn)) {
		const zh = betMessagesZh[key as keyof typeof betMessagesEn];
		assert.ok(zh.trim(), `${key} is empty in Chinese`);
		assert.equal(placeholders(zh), placeholders(en), `${key} placeholders differ`);
	}
});

messages('every validator problem has English text with its params filled, as the bet form shows it', () => {
	const problems = validateBet({ ...emptyBetRequest(), betAmount: 0.1, horse: [1, 1] }, 7);
	for (const p of problems) assert.ok(p.key in betMessagesEn, `${p.key} has no text`);
	const { t } = createI18n({ en: { bet: enBet }, zh: async () => ({}) });
	const text = problems.map((p) => t(p.key, p.params));
	assert.ok(text.includes('The stake must be between $0.50 and $10000.00.'), text.join(' | '));
});

messages.run();

// ---

const rules = suite('rules text');

rules('every section has a title and a paragraph in both languages', () => {
	const titles = { ...betMessagesEn, ...betRulesEn };
	assert.is(betRuleSections.length, 20, '15 bet types and 5 settlement rules');
	for (const { title, key } of betRuleSections) {
		assert.ok(titles[title], `${title} has no English title`);
		assert.ok(betRulesEn[key] && betRulesZh[key], `${key} missing a language`);
	}
	assert.equal(Object.keys(betRulesZh).sort(), Object.keys(betRulesEn).sort());
});

rules.run();
