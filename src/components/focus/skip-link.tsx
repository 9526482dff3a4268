// The first Tab stop of every page: straight to the page's main region, past the header. A button, since the hash
// belongs to the router.
import { t } from '../../i18n/index.ts';

const toMain = () => {
	const main = document.getElementById('main');
	if (main) {
		main.tabIndex = -1;
		main.focus();
	}
};

export const SkipLink = () => (
	<button type="button" class="skip-link" onClick={toMain}>
		{t('shell.skip')}
	</button>
);
