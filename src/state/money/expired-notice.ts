// What a money key too old to confirm tells the player, with the way to the statement: its text is the wallet's,
// loaded with this chunk when it is needed, since few players ever see it.
import { loadAreas, t } from '../../i18n/index.ts';
import { navigate } from '../../lib/hash-nav.ts';
import { confirmModal } from '../shell/modal.ts';

export async function expiredText(): Promise<string> {
	await loadAreas(['wallet']).catch(() => {});
	return t('wallet.keyExpired');
}

export function showExpired() {
	void confirmModal({
		...{ title: t('wallet.keyExpiredTitle'), content: t('wallet.keyExpired') },
		...{ okText: t('titles.statement'), cancelText: t('shell.close') },
	}).then((go) => go && navigate('/pages/statement/statement'));
}
