import '../../styles/club.css';
import type { PageProps } from '../../router/async-page.tsx';
import { sportsModel } from '../../state/sports.ts';
import { SportEventView } from './event-view.tsx';

export default function SportDetailPage({ options }: PageProps) {
	return <SportEventView model={sportsModel()} id={Number(options.id)} />;
}
