import { EmptyState } from '../../components/empty-state.tsx';
import { Header } from '../../components/header.tsx';
import { t } from '../../i18n/index.ts';
import type { PageProps } from '../../router/async-page.tsx';

export default function HomePage(_props: PageProps) {
	return (
		<>
			<Header title={t('titles.home')} back={false} />
			<EmptyState />
		</>
	);
}
