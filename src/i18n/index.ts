// English is bundled and is the fallback; Chinese arrives as its own chunk on first use.
import { computed, signal } from '@preact/signals';
import rosetta from 'rosetta';
import en from './en/index.ts';

export type Lang = 'en' | 'zh';
export type Messages = typeof en;

const STORAGE_KEY = 'lang';
const i18n = rosetta<unknown>({ en });
const current = signal<Lang>('en');

/** The active language; read it in render so text follows a switch. */
export const lang = computed(() => current.value);

const loaders: Record<Lang, () => Promise<unknown>> = {
	en: async () => en,
	zh: () => import('./zh/index.ts').then((m) => m.default),
};

export function t(key: string, params?: Record<string, unknown>): string {
	const l = current.value;
	return i18n.t(key, params, l) || (l === 'en' ? '' : i18n.t(key, params, 'en')) || key;
}

export async function setLanguage(next: Lang, storage: Pick<Storage, 'setItem'> | null = safeStorage()) {
	if (!i18n.table(next)) i18n.set(next, await loaders[next]());
	current.value = next;
	storage?.setItem(STORAGE_KEY, next);
	if (typeof document !== 'undefined') document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
}

/** Restores the stored choice; resolves once its messages are ready so the first paint is in the right language. */
export function initLanguage(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): Promise<void> {
	const stored = storage?.getItem(STORAGE_KEY);
	return stored === 'zh' ? setLanguage('zh', storage).catch(() => {}) : Promise.resolve();
}

/** Lets tests register a language table without a network fetch. */
export function addMessages(l: Lang, table: unknown) {
	i18n.set(l, table);
}

function safeStorage(): Storage | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}
