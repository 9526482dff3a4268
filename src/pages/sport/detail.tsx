// The sport event page: one event with every market, from the event id in the link, titled by its match.
import '../../styles/club.css';
import './slip.css';
import { useEffect } from 'preact/hooks';
import { Header } from '../../components/header.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { fixture } from '../../components/sport-labels.ts';
import { t } from '../../i18n/index.ts';
import { sportsModel } from '../../state/sports/sports.ts';
import { SportEventView } from './event-view.tsx';

export default function SportDetailPage({ options }: PageProps) {
	const model = sportsModel();
	const id = Number(options.id);
	const ev = model.event.value;
	// the match is the page's title, in its header and the tab's title, once this event is in:
	const title = ev?.id === id ? fixture(ev) : t('titles.sportDetail');
	useEffect(() => {
		document.title = title;
	}, [title]);
	return (
		<>
			<Header title={title} />
			<SportEventView model={model} id={id} />
		</>
	);
}
