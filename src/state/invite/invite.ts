// The app's invitation model, made on first use, wired to the app's http client and the toast.
import { http } from '../../api/client.ts';
import { showToast } from '../shell/toast.ts';
import { createInvite, type InviteModel } from './invite-model.ts';

let shared: InviteModel | undefined;
export const inviteModel = (): InviteModel => {
	shared ??= createInvite({ http, notify: (m) => void showToast(m) });
	return shared;
};
