// Player-facing names of sports, markets and picks, in the current language (the server's are English).
import { t } from '../i18n/index.ts';
import { formatDateTime } from '../lib/format.ts';
import type { Market, Selection, SportEvent } from '../state/sports/sport-types.ts';

/** A known key's translation, else the server's own wording. */
const known = (key: string, fallback: string) => {
	const text = t(key);
	return text === key ? fallback : text;
};

export const sportName = (code: string, name = code) => known(`sports.sport.${code}`, name);
export const marketName = (m: Pick<Market, 'kind' | 'name'>) => known(`sports.market.${m.kind}`, m.name);

export function pickName(sel: Pick<Selection, 'code' | 'name'>, line: number | null) {
	if (sel.code === 'draw') return t('sports.draw');
	if ((sel.code === 'over' || sel.code === 'under') && line !== null) return t(`sports.${sel.code}`, { line });
	return sel.name;
}

export const startTime = (ev: Pick<SportEvent, 'starts_at'>) => formatDateTime(new Date(ev.starts_at));

/** e.g. 'Red Lions vs Blue Harbour' */
export const fixture = (ev: Pick<SportEvent, 'home' | 'away'>) => `${ev.home} ${t('sports.vs')} ${ev.away}`;
