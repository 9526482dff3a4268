// The shop: balance, the catalogue with stock, buying after a confirmation, and what was bought before.
import type { ReadonlySignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { LoadMore } from '../../components/load-more.tsx';
import { Loading, Spinner } from '../../components/loading.tsx';
import { offlineHold } from '../../components/offline-hold.tsx';
import { usePullRefresh } from '../../components/use-pull-refresh.ts';
import { t } from '../../i18n/index.ts';
import { formatAmount, formatDateTime } from '../../lib/format.ts';
import type { ModalRequest } from '../../state/shell/modal.ts';
import { network } from '../../state/shell/network.ts';
import type { ShopItem, ShopModel } from '../../state/shop/shop-model.ts';

const OFFLINE_REASON = 'shop-offline';

export interface ShopViewProps {
	model: ShopModel;
	balance: ReadonlySignal<number | null>;
	fetchBalance(): Promise<unknown>;
	confirm(request: ModalRequest): Promise<boolean>;
}

function ItemCard({ item, model, confirm }: { item: ShopItem } & Pick<ShopViewProps, 'model' | 'confirm'>) {
	const busy = model.buying.value;
	const mine = busy === item.id;
	// offline, the line at the top says why the button is held; a tap asks nothing:
	const { hold } = offlineHold(OFFLINE_REASON);
	const buy = async () => {
		if (busy !== null || !network.online.peek()) return;
		const price = formatAmount(item.price);
		const ok = await confirm({
			title: t('shop.confirmTitle', { name: item.name }),
			content: t('shop.confirmBody', { price }),
		});
		if (ok) await model.buy(item);
	};
	return (
		<section class="club-card" aria-label={item.name}>
			<div class="club-row">
				<h2>
					<span aria-hidden="true">{item.glyph} </span>
					{item.name}
				</h2>
				<b>{formatAmount(item.price)}</b>
			</div>
			<p class="club-muted">{item.description}</p>
			<div class="club-row">
				<span class={item.sold_out ? 'chip tone-bad' : 'chip'}>
					{item.sold_out ? t('shop.soldOut') : t('shop.stock', { count: item.stock })}
				</span>
				<button
					type="button"
					class="btn btn-primary"
					style={{ flex: '0 0 auto' }}
					disabled={item.sold_out || busy !== null}
					aria-busy={mine}
					{...hold}
					onClick={buy}
				>
					{mine && <Spinner />}
					{t(item.sold_out ? 'shop.soldOut' : mine ? 'shop.buying' : 'shop.buy')}
				</button>
			</div>
		</section>
	);
}

export function ShopView({ model, balance, fetchBalance, confirm }: ShopViewProps) {
	const history = model.purchases;
	const reload = () =>
		Promise.all([model.fetchItems(), history.refresh().catch(() => {}), fetchBalance().catch(() => {})]);
	usePullRefresh(reload);
	useEffect(() => {
		void reload();
	}, [model]);
	const status = model.status.value;
	const items = model.items.value;
	const cash = balance.value;
	return (
		<div class="club">
			<p class="club-card club-row">
				<span>{t('shop.balance')}</span>
				<b data-testid="shop-balance">{cash === null ? '—' : formatAmount(cash)}</b>
			</p>
			{offlineHold(OFFLINE_REASON).reason}
			{status === 'error' ? (
				<LoadError retry={() => void model.fetchItems()}>{t('sports.loadFailed')}</LoadError>
			) : status !== 'ready' ? (
				<Loading />
			) : items.length ? (
				items.map((item) => <ItemCard key={item.id} item={item} model={model} confirm={confirm} />)
			) : (
				<EmptyState text={t('shop.noItems')} />
			)}
			<h2 class="club-section">{t('shop.history')}</h2>
			{history.status.value === 'ready' && !history.items.value.length ? (
				<EmptyState text={t('shop.noPurchases')} />
			) : history.status.value === 'error' ? (
				<LoadError retry={() => void history.refresh().catch(() => {})}>{t('sports.loadFailed')}</LoadError>
			) : (
				<ul class="club-card club-history" aria-label={t('shop.history')}>
					{history.items.value.map((p) => (
						<li key={p.id} class="club-row">
							<span>
								{p.item.glyph} {p.item.name} ·{' '}
								{t('shop.line', { quantity: p.quantity, price: formatAmount(p.unit_price) })}
							</span>
							<span class="club-muted">{formatDateTime(new Date(p.created_at))}</span>
							<b>{formatAmount(p.total)}</b>
						</li>
					))}
				</ul>
			)}
			{history.status.value === 'ready' && history.items.value.length > 0 && (
				<LoadMore status={history.moreStatus.value} onLoad={history.loadMore} />
			)}
		</div>
	);
}
