import '../../styles/club.css';
import { RewardButton } from '../../components/reward-button.tsx';
import type { PageProps } from '../../router/async-page.tsx';
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
