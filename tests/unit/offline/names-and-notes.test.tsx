import '../../setup/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createI18n } from '../../../shared/i18n/create-i18n.ts';
import { t } from '../../../src/i18n/index.ts';
import { statementNote } from '../../../src/state/wallet/statement-model.ts';
import '../live/no-css.ts';
import zhBet from '../../../src/i18n/zh/bet.ts';
import zhOrders from '../../../src/i18n/zh/orders.json';

const { deviceLabel } = await import('../../../src/components/safer/devices-list.tsx');

/** A Chinese text table holding the areas the statement page loads. */
function chinese() {
	const zh = createI18n({ en: {}, zh: async () => ({ bet: zhBet, orders: zhOrders }) });
	return zh.setLanguage('zh').then(() => zh.t);
}

const Devices = suite('device names');

Devices('a device is named by its browser and system, in the player language, never by its id', () => {
	assert.is(deviceLabel({ browser: 'Chrome', os: 'Android' }), 'Chrome on Android');
	assert.is(deviceLabel({ browser: 'Safari', os: null }), 'Safari');
	assert.is(deviceLabel({ browser: null, os: 'iOS' }), 'iOS');
	assert.is(deviceLabel({ browser: null, os: null }), 'Unknown browser');
	assert.is(deviceLabel({}), 'Unknown browser', 'a server without names gave no fallback');
});

Devices.run();

// ---

const Notes = suite('statement notes');

Notes('a bet names its type and a payout its outcome, in the chosen language', async () => {
	assert.is(statementNote({ type: 'bet', memo: 'Quinella Box' }, t), 'Quinella Box');
	assert.is(statementNote({ type: 'bet_settle', memo: 'won' }, t), 'Won');
	assert.is(statementNote({ type: 'bet_settle', memo: 'partiallyRefunded' }, t), 'Partly refunded');
	const zh = await chinese();
	assert.is(statementNote({ type: 'bet', memo: 'Single Win' }, zh), '独赢');
	assert.is(statementNote({ type: 'bet_settle', memo: 'won' }, zh), zhOrders.status.won);
	assert.is.not(statementNote({ type: 'bet', memo: 'Trifecta' }, zh), 'Trifecta', 'a bet type left in English');
});

Notes("a race bet's stake and payout name its race and bet type, in the chosen language", async () => {
	const race = { venue: 'Sha Tin', race_no: 7, bet_type: 'Quinella' };
	assert.is(statementNote({ type: 'bet', memo: 'Quinella', ...race }, t), 'Sha Tin R7 · Quinella');
	assert.is(statementNote({ type: 'bet_settle', memo: 'won', ...race }, t), 'Sha Tin R7 · Quinella · Won');
	const zh = await chinese();
	assert.is(statementNote({ type: 'bet', memo: 'Quinella', ...race }, zh), 'Sha Tin 第7场 · 连赢');
	assert.is(
		statementNote({ type: 'bet_settle', memo: 'won', ...race }, zh),
		`Sha Tin 第7场 · 连赢 · ${zhOrders.status.won}`,
	);
});

Notes('a corrected race payout says why the money moved, in the chosen language', async () => {
	assert.is(statementNote({ type: 'bet_settle', memo: 'voided' }, t), 'Race abandoned, refunded');
	assert.is(statementNote({ type: 'bet_settle', memo: 'resettled' }, t), 'Result corrected');
	const zh = await chinese();
	assert.is(statementNote({ type: 'bet_settle', memo: 'voided' }, zh), zhOrders.status.voided);
	assert.is.not(zhOrders.status.voided, 'Race abandoned, refunded', 'left in English');
});

Notes('what has no code (an operator reason, an unknown outcome) is shown as written', () => {
	assert.is(statementNote({ type: 'adjust', memo: 'goodwill credit' }, t), 'goodwill credit');
	assert.is(statementNote({ type: 'bet_settle', memo: 'void-by-stewards' }, t), 'void-by-stewards');
	assert.is(statementNote({ type: 'bet', memo: 'Select' }, t), 'Select', 'the placeholder is no bet type');
	assert.is(statementNote({ type: 'topup', memo: null }, t), '');
});

Notes.run();
