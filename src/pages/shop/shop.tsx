import '../../styles/club.css';
import type { PageProps } from '../../components/page-props.ts';
import { RewardButton } from '../../components/reward-button.tsx';
import { session } from '../../state/session/session.ts';
import { confirmModal } from '../../state/shell/modal.ts';
import { shopModel } from '../../state/shop/shop-model.ts';
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
