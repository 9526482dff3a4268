// The top-up page's body: the top-up the player came back for (or kept before leaving for the provider) while there
// is one, else the form with the methods the server takes now.
import { useEffect } from 'preact/hooks';
import { LoadError } from '../../components/load-error.tsx';
import { Loading } from '../../components/loading.tsx';
import { t } from '../../i18n/index.ts';
import type { TopupModel } from '../../state/wallet/topup-model.ts';
import type { TopupView } from '../../state/wallet/topup-types.ts';
import { TopupForm } from './topup-form.tsx';
import { TopupResult } from './topup-result.tsx';

export interface RechargeViewProps {
	model: TopupModel;
	/** The top-up named by the return address (?topup=<id>), or null. */
	id: number | null;
	/** Leaves the return address once the player goes back to the form. */
	toForm(): void;
}

const retryButton = (retry: () => void) => <LoadError retry={retry}>{t('wallet.loadFailed')}</LoadError>;

export function RechargeView({ model, id, toForm }: RechargeViewProps) {
	useEffect(() => {
		model.open(id);
		return model.close;
	}, [model, id]);
	useEffect(() => void model.loadOptions(), [model]);
	const again = (retry?: TopupView) => {
		model.again(retry);
		if (id) toForm();
	};

	const shown = model.shown.value;
	if (shown?.phase === 'checking') return <Loading />;
	if (shown?.phase === 'error') return retryButton(model.retry);
	if (shown) return <TopupResult shown={shown} onAgain={again} />;
	const offer = model.options.value;
	if (!offer) return model.optionsStatus.value === 'error' ? retryButton(() => void model.loadOptions()) : <Loading />;
	if (!offer.methods.length) return <p class="w-card">{t('wallet.noMethods')}</p>;
	const draft = model.draft();
	return (
		<TopupForm
			offer={offer}
			initial={draft.form}
			unsettled={draft.unsettled}
			keep={model.keepForm}
			submit={model.request}
		/>
	);
}
