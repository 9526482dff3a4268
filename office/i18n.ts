// The office's text: English bundled, Chinese fetched on first use, with the player app's i18n machinery.
import { createI18n, type Lang } from '../shared/i18n/create-i18n.ts';
import en from './text/en.ts';

const KEY = 'office-lang';
const i18n = createI18n({ en, zh: () => import('./text/zh.ts').then((m) => m.default) });

export const t = i18n.t;
export const lang = i18n.lang;

/** A code's name (an audit action, a ledger entry), or the code itself when it has none yet. */
export function nameOf(area: string, code: string) {
	const key = `${area}.${code}`;
	const text = t(key);
	return text === key ? code : text;
}

export async function setLanguage(next: Lang) {
	await i18n.setLanguage(next);
	localStorage.setItem(KEY, next);
	document.documentElement.lang = next === 'zh' ? 'zh-CN' : 'en';
}

export const initLanguage = () => (localStorage.getItem(KEY) === 'zh' ? setLanguage('zh') : Promise.resolve());
