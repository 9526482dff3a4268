import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DomainError } from '../../../server/domain/errors.ts';
import { pickLanguage } from '../../../server/i18n/language.ts';
import { messageFor } from '../../../server/i18n/messages.ts';

const language = suite('the player language from Accept-Language');

const CASES: [string | undefined, 'en' | 'zh'][] = [
	[undefined, 'en'],
	['', 'en'],
	['zh', 'zh'],
	['zh-CN', 'zh'],
	['zh-Hans-CN', 'zh'],
	['ZH-cn', 'zh'],
	['zh-TW', 'zh'],
	['en-GB', 'en'],
	['fr-FR', 'en'],
	['fr-FR, zh;q=0.5', 'zh'],
	['en;q=0.8, zh-CN;q=0.9', 'zh'],
	['zh-CN;q=0.9, en', 'en'],
	['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
	['en, zh', 'en'],
	['zh, en', 'zh'],
	['zh;q=0, en;q=0.1', 'en'],
	['zh;q=0', 'en'],
	['*;q=0.5, zh;q=0.4', 'en'],
	['zh; q = 0.7 , en;q=0.6', 'zh'],
	['zh;q=1.5, en;q=0.5', 'en'],
	['zh;q=abc, en;q=0.5', 'en'],
	['zh;q=0.001', 'zh'],
	['zh-CN;level=1', 'zh'],
	[',,;q=1, zh', 'zh'],
];

language('preference order and q-values decide; English by default', () => {
	for (const [header, want] of CASES) assert.is(pickLanguage(header), want, String(header));
});

const text = suite('refusal texts');

const say = (lang: 'en' | 'zh', err: DomainError) => messageFor(lang, err.code, err.params);

text('amounts are money, in both languages', () => {
	const err = new DomainError('bet_limit_per_bet', { max: 2000 });
	assert.is(say('en', err), 'Bet limit: the most you can stake on one bet is $20.00');
	assert.is(say('zh', err), '投注限额：单笔投注最多 $20.00');
	const range = new DomainError('topup_amount_range', { min: 1000, max: 10_000_005 });
	assert.is(say('en', range), 'amount must be between $10.00 and $100000.05');
});

text('word parameters are named in each language', () => {
	const week = new DomainError('deposit_limit', { left: 0, period: 'week' });
	assert.is(say('en', week), 'Deposit limit reached: you can deposit $0.00 more this week');
	assert.is(say('zh', week), '已达充值限额：本周还可充值 $0.00');
	const leg = new DomainError('bet_race_closed', { leg: 'second' });
	assert.is(say('en', leg), 'Betting on the second leg race has closed.');
	assert.is(say('zh', leg), '第二关的赛事投注已截止。');
	assert.is(say('zh', new DomainError('bet_race_closed', { leg: 'first' })), '赛事投注已截止。');
});

text('times are shown to the minute in UTC', () => {
	const err = new DomainError('self_excluded_until', { until: '2025-09-20T08:00:00.000Z' });
	assert.is(say('en', err), 'You have excluded yourself from play until 2025-09-20 08:00 UTC');
	assert.is(say('zh', err), '您已自我排除，2025-09-20 08:00 UTC 前暂停游戏');
});

text('fields keep their API name in English and get their Chinese name', () => {
	const err = new DomainError('field_too_short', { field: 'password', min: 8 });
	assert.is(say('en', err), 'password must be at least 8 characters');
	assert.is(say('zh', err), '密码至少需要 8 个字符');
	assert.is(say('zh', new DomainError('field_runners', { field: 'horse1st.2' })), '第一名必须是马匹号码列表');
	assert.is(
		say('zh', new DomainError('field_required', { field: 'mystery' })),
		'mystery 不能为空',
		'a space after a Latin name',
	);
	assert.is(say('zh', new DomainError('field_unknown', { field: 'cvv' })), '未知字段：cvv');
});

text('bet problems speak the bet form text, with its parameters', () => {
	const err = new DomainError('bet_amount', { min: '$0.50', max: '$10000.00' });
	assert.is(say('en', err), 'The stake must be between $0.50 and $10000.00.');
	assert.is(say('zh', err), '每注金额须在 $0.50 至 $10000.00 之间。');
});

language.run();
text.run();
