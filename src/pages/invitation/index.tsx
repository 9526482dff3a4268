// The invitation page: the player's code and link, wired to the clipboard, the share sheet and the toast.
import '../../styles/club.css';
import type { PageProps } from '../../components/page-props.ts';
import { inviteModel } from '../../state/invite/invite.ts';
import { showToast } from '../../state/shell/toast.ts';
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
