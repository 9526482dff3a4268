// Mounted once while signed in: reminds the player every N minutes, and shows a running exclusion once.
import { useEffect } from 'preact/hooks';
import { t } from '../../i18n/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { formatAmount } from '../../lib/format.ts';
import { type SaferModel, saferModel } from '../../state/safer/safer-model.ts';
import type { SessionSummary } from '../../state/safer/safer-types.ts';
import { session } from '../../state/session/session.ts';
import { confirmModal } from '../../state/shell/modal.ts';
import { showToast } from '../../state/shell/toast-model.ts';
import { exclusionText } from './exclusion-banner.tsx';
import { startRealityCheck } from './reality-timer.ts';

// 'Log out' is the dialog's confirm, so Escape or a tap outside keeps playing rather than signing out:
export const askToContinue = async (s: SessionSummary) =>
	!(await confirmModal({
		title: t('safer.reality'),
		content: t('safer.realityBody', { minutes: Math.floor(s.seconds_played / 60), net: formatAmount(s.net) }),
		okText: t('safer.logout'),
		cancelText: t('safer.continue'),
	}));

export function RealityCheck({
	model = saferModel(),
	clock = systemClock,
}: {
	model?: SaferModel;
	clock?: typeof systemClock;
}) {
	const token = session.token.value;
	const settings = model.settings.value;
	const minutes = settings?.reality_check_minutes ?? 0;
	const until = settings?.self_excluded_until;
	useEffect(() => void model.fetchSettings(), [model, !!token]);
	useEffect(() => {
		if (until) showToast(exclusionText(until), { duration: 6000 });
	}, [until]);
	useEffect(() => {
		if (!token || !minutes) return;
		return startRealityCheck({
			clock,
			now: Date.now,
			minutes,
			summary: model.fetchSummary,
			ask: askToContinue,
			logout: () => session.logout(),
			logger: console,
		});
	}, [!!token, minutes]);
	return null;
}
