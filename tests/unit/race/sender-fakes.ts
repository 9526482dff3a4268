// What a bet draft or the slip sends through in tests: a fake fetch behind the real http client, a memory
// localStorage, a recording toast, numbered keys and an online switch, as the model's shared dependencies.
import { createHttp } from '../../../src/api/http.ts';
import { t } from '../../../src/i18n/index.ts';
import { createStorage } from '../../../src/lib/storage.ts';
import type { memoryBacking } from '../../setup/memory-backing.ts';
import { fakeClock, fakeFetch, fakeLogger, fakeSession } from '../api/fakes.ts';

export type Handler = Parameters<typeof fakeFetch>[0];

export function fakeSender(reply: Handler, backing: ReturnType<typeof memoryBacking>) {
	const net = fakeFetch(reply);
	const http = createHttp({
		fetch: net.fetch,
		session: fakeSession().access,
		clock: fakeClock(),
		logger: fakeLogger(),
	});
	const toasts: string[] = [];
	const env = { online: true, placed: 0, keys: 0 };
	const deps = {
		storage: createStorage(backing),
		online: () => env.online,
		uuid: () => `key-${++env.keys}`,
		toast: (text: string) => void toasts.push(text),
		t: (key: string) => t(key),
		placed: () => void env.placed++,
	};
	return { net, http, toasts, env, deps };
}
