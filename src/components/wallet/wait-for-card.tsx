// Pages that need the bound card show the loading indicator until it is in, and a retry when it failed.
import { t } from '../../i18n/index.ts';
import { wallet } from '../../state/wallet/wallet.ts';
import { LoadError } from '../load-error.tsx';
import { Loading } from '../loading.tsx';

/** What to show instead of the page while the card loads; null once it is in. */
export function waitForCard() {
	const status = wallet.cardStatus.value;
	if (status === 'idle' || status === 'loading') return <Loading />;
	if (status !== 'error') return null;
	return <LoadError retry={() => void wallet.loadCard()}>{t('wallet.loadFailed')}</LoadError>;
}
