// Wrong passwords tried on the player's name lately, as the server recorded them: read-only, for the devices page.
import { signal } from '@preact/signals';
import { http } from '../api/client.ts';
import type { Http } from '../api/http.ts';
import { readOnly } from '../lib/read-only.ts';
import type { LoadStatus } from './model-deps.ts';

export interface FailedSignIn {
	at: string;
	address: string;
	browser?: string | null;
	os?: string | null;
}

export function createFailedSignIns(deps: { http: Pick<Http, 'get'> }) {
	const list = signal<FailedSignIn[]>([]);
	const status = signal<LoadStatus>('idle');
	return {
		...readOnly({ list, status }),
		async fetch() {
			if (!list.peek().length) status.value = 'loading';
			try {
				const { data } = await deps.http.get<{ list: FailedSignIn[] }>('/safer/failed-sign-ins');
				list.value = data.list;
				status.value = 'ready';
			} catch {
				// the devices list beside it says when the server cannot be reached
				status.value = 'error';
			}
		},
	};
}

export type FailedSignInsModel = ReturnType<typeof createFailedSignIns>;

let shared: FailedSignInsModel | undefined;
export const failedSignInsModel = (): FailedSignInsModel => {
	shared ??= createFailedSignIns({ http });
	return shared;
};
