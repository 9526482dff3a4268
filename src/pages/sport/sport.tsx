import '../../styles/club.css';
import { Header } from '../../components/header.tsx';
import type { PageProps } from '../../components/page-props.ts';
import { RewardButton } from '../../components/reward-button.tsx';
import { t } from '../../i18n/index.ts';
import { sportsModel } from '../../state/sports/sports-model.ts';
import { SportBoard } from './board.tsx';

export default function SportPage(_props: PageProps) {
	return (
		<>
			<Header title={t('titles.sport')} back={false} />
			<SportBoard model={sportsModel()} />
			<RewardButton />
		</>
	);
}
