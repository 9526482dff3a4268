// English core text is bundled and is the fallback; Chinese and the other areas arrive as their own chunks on first use.
import { createI18n, type Lang } from '../../shared/i18n/create-i18n.ts';
import en from './en/index.ts';

export type { Lang } from '../../shared/i18n/create-i18n.ts';

const STORAGE_KEY = 'lang';
const i18n = createI18n({ en, zh: () => import('./zh/index.ts').then((m) => m.default) });

/** The active language; read it in render so text follows a switch. */
export const lang = i18n.lang;
export const t = i18n.t;
/** Fetches the text areas a page needs (English plus the active language) before it renders. */
export const loadAreas = i18n.loadAreas;
/** A chunk registers the English area it bundles; the active language's table follows. */
export const registerArea = i18n.registerArea;
/** Where the other areas' tables come from; the app passes its chunk catalogue, tests their own. */
export const setAreaCatalogue = i18n.setCatalogue;
/** Lets tests register a language table without a network fetch. */
export const addMessages = i18n.addMessages;

export async function setLanguage(next: Lang, storage: Pick<Storage, 'setItem'> | null = safeStorage()) {
	await i18n.setLanguage(next);
	storage?.setItem(STORAGE_KEY, next);
	if (typeof document === 'undefined') return;
	document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
	// a choice is kept where the server reads it too, to draw the first screen in it (server/first-screen/document.ts),
	// with the page's path (/app/), and renewed by index.html's inline check at each start:
	// biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the app supports
	if (storage) document.cookie = `${STORAGE_KEY}=${next};max-age=31536000`;
}

/** The first of the phone's languages the app has ('zh-CN', 'zh-TW', 'zh' → zh), English when none is. */
export const phoneLanguage = (languages: readonly string[]): Lang =>
	(languages.map((l) => l.toLowerCase().split('-')[0]).find((l) => l === 'zh' || l === 'en') as Lang | undefined) ??
	'en';

/**
 * Restores the stored choice, else takes the phone's language (not stored: the phone may change, a choice stays);
 * resolves once its messages are ready so the first paint is in the right language.
 */
export function initLanguage(
	storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage(),
	languages: readonly string[] = globalThis.navigator?.languages ?? [],
): Promise<void> {
	const wanted = storage?.getItem(STORAGE_KEY) ?? phoneLanguage(languages);
	return wanted === 'zh' ? setLanguage('zh', null).catch(() => {}) : Promise.resolve();
}

function safeStorage(): Storage | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}
