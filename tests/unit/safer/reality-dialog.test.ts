import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import '../../setup/dom.ts';
import '../live/no-css.ts';

const { closeModal, modal } = await import('../../../src/state/shell/modal.ts');
const { askToContinue } = await import('../../../src/components/safer/reality-check.tsx');

const dialog = suite('reality check dialog');
const summary = { seconds_played: 1800, net: -12.5, started_at: '2025-09-20T08:00:00.000Z' };

dialog('Escape or Cancel keeps the player playing', async () => {
	const answer = askToContinue(summary as never);
	assert.ok(modal.value, 'the reminder opens a dialog');
	assert.is(modal.value?.cancelText, 'Continue', 'the dismissing button is Continue');
	closeModal(false);
	assert.is(await answer, true, 'dismissing continues the session');
});

dialog('the confirm button logs out', async () => {
	const answer = askToContinue(summary as never);
	assert.is(modal.value?.okText, 'Log out');
	closeModal(true);
	assert.is(await answer, false, 'confirming ends the session');
});

dialog.run();
