// A page's header: its title, which takes focus on arrival, and a back button unless told otherwise.
import { t } from '../i18n/index.ts';
import { back as goBack } from '../lib/hash-nav.ts';
import { takeFocus } from './focus/focus-next.ts';

export function Header({
	title,
	back = true,
	onBack = goBack,
}: {
	title: string;
	back?: boolean;
	onBack?: () => void;
}) {
	return (
		<header class="header">
			{back && (
				<button type="button" class="icon-btn header-back" aria-label={t('shell.back')} onClick={onBack}>
					<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
						<path d="M15 4 7 12l8 8" fill="none" stroke="currentColor" stroke-width="2" />
					</svg>
				</button>
			)}
			<h1 id="page-title" class="header-title" tabIndex={-1} ref={takeFocus}>
				{title}
			</h1>
		</header>
	);
}
