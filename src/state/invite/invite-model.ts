// The invitation page: the player's code and link, who joined with it, and what it earned.
import { batch, signal } from '@preact/signals';
import { readOnly } from '../../../shared/lib/read-only.ts';
import type { Http } from '../../api/http.ts';
import { invitationShape } from '../../api/shapes/club.ts';
import { reasonOf } from '../common/failure-text.ts';
import type { LoadStatus } from '../common/model-deps.ts';

interface Invitee {
	user_name: string;
	joined_at: string;
	rewarded: boolean;
}
export interface Invitation {
	invite_code: string;
	invite_link: string;
	invitees: Invitee[];
	total_reward: number;
}

/** The server sends the link relative to the app's origin; players share it whole. */
export function absoluteLink(link: string, origin: string): string {
	try {
		return new URL(link, origin).href;
	} catch {
		return link;
	}
}

export function createInvite(deps: { http: Http; notify(message: string): void }) {
	const info = signal<Invitation | null>(null);
	const status = signal<LoadStatus>('idle');

	async function fetchInvite() {
		if (!info.peek()) status.value = 'loading';
		try {
			const { data } = await deps.http.get<Invitation>('/invite', { schema: invitationShape });
			batch(() => {
				info.value = data;
				status.value = 'ready';
			});
		} catch (error) {
			if (info.peek()) deps.notify(reasonOf(error));
			else status.value = 'error';
		}
	}

	return { ...readOnly({ info, status }), fetchInvite };
}

export type InviteModel = ReturnType<typeof createInvite>;
