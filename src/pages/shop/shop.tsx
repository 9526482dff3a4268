import '../../styles/club.css';
import type { PageProps } from '../../components/page-props.ts';
import { RewardButton } from '../../components/reward-button.tsx';
import { confirmModal } from '../../state/modal-model.ts';
import { session } from '../../state/session.ts';
import { shopModel } from '../../state/shop.ts';
import { ShopView } from './shop-view.tsx';

export default function ShopPage(_props: PageProps) {
	return (
		<>
			<ShopView
				model={shopModel()}
				balance={session.balance}
				fetchBalance={session.fetchBalance}
				confirm={confirmModal}
			/>
			<RewardButton />
		</>
	);
}
