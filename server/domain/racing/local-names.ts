// Names in the player's language, chosen in SQL: a Chinese player reads the venue's or runner's Chinese name where one
// is stored and the English one otherwise, so every reply carries the name as it is read and the app spends nothing.
import type { Lang } from '../../i18n/language.ts';

/** The venue of the meetings row aliased `m`, in `lang`. */
export const venueIn = (lang: Lang, m: string) =>
	lang === 'zh' ? `coalesce(${m}.venue_zh, ${m}.venue)` : `${m}.venue`;

/** The name of the runners row aliased `h`, in `lang`. */
export const runnerIn = (lang: Lang, h: string) => (lang === 'zh' ? `coalesce(${h}.name_zh, ${h}.name)` : `${h}.name`);

/** A name already read in both languages, in `lang`. */
export const nameIn = (lang: Lang, en: string, zh: string | null | undefined) => (lang === 'zh' && zh ? zh : en);
