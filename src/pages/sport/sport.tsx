import { EmptyState } from '../../components/empty-state.tsx';
import { Header } from '../../components/header.tsx';
import { t } from '../../i18n/index.ts';
import type { PageProps } from '../../router/async-page.tsx';

export default function SportPage(_props: PageProps) {
	return (
		<>
			<Header title={t('titles.sport')} back={false} />
			<EmptyState />
		</>
	);
}
