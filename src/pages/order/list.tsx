import { EmptyState } from '../../components/empty-state.tsx';
import type { PageProps } from '../../router/async-page.tsx';

export default function OrderListPage(_props: PageProps) {
	return <EmptyState />;
}
