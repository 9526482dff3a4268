import '../../styles/club.css';
import './slip.css';
import type { PageProps } from '../../components/page-props.ts';
import { sportsModel } from '../../state/sports/sports-model.ts';
import { SportEventView } from './event-view.tsx';

export default function SportDetailPage({ options }: PageProps) {
	return <SportEventView model={sportsModel()} id={Number(options.id)} />;
}
