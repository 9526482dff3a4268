import '../../styles/club.css';
import type { PageProps } from '../../components/page-props.ts';
import { inviteModel } from '../../state/invite/invite-model.ts';
import { showToast } from '../../state/shell/toast-model.ts';
import { copyText } from './copy.ts';
import { InviteView } from './invite-view.tsx';

export default function InvitationPage(_props: PageProps) {
	return (
		<InviteView
			model={inviteModel()}
			origin={location.origin}
			copy={(text) => copyText(text, { clipboard: navigator.clipboard, document })}
			share={navigator.share ? (data) => navigator.share(data) : undefined}
			notify={(message) => void showToast(message)}
		/>
	);
}
