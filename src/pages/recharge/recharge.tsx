import '../../styles/form.css';
import '../../styles/wallet.css';
import { useEffect } from 'preact/compat';
import type { PageProps } from '../../components/page-props.ts';
import { RequestResult } from '../../components/wallet/request-result.tsx';
import { t } from '../../i18n/index.ts';
import { wallet } from '../../state/wallet.ts';
import { TopupForm } from './topup-form.tsx';

export default function RechargePage(_props: PageProps) {
	// a result belongs to this visit; coming back later starts from the form:
	useEffect(() => () => wallet.startOver(), []);
	const result = wallet.lastTopup.value;
	if (result) {
		const method = t(`wallet.methods.${result.method}`);
		return <RequestResult kind="topup" request={result} detail={method} onAgain={wallet.startOver} />;
	}
	const draft = wallet.topupDraft();
	return (
		<TopupForm
			initial={draft.form}
			unsettled={draft.unsettled}
			keep={wallet.keepTopupForm}
			submit={wallet.requestTopup}
		/>
	);
}
