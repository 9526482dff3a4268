// The home document per racing-day version and language, drawn once per change and not per request: every request
// reads the day (the calendar and today's day table, two short queries) and hashes it; the same hash is the same
// document. Each process keeps its own copies, so processes sharing one PostgreSQL each draw a changed day once, and
// none serves a day another has moved past. A failed draw falls back to the document without data, logged.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';
import type { Logger } from '../deps.ts';
import { racingCalendar } from '../domain/racing/calendar.ts';
import { dayTable } from '../domain/racing/cards.ts';
import { documentLang, type Embedded, type Lang, withFirstScreen } from './document.ts';
import type { RenderScreen } from './render.ts';

export interface FirstDocument {
	html: string;
	etag: string;
}

interface Deps {
	distDir: string;
	db: Db;
	now: () => Date;
	timeZone: string;
	render: RenderScreen;
	logger: Pick<Logger, 'info' | 'error'>;
}

/** The event type the home page opens on (src/state/races/races-model.ts). */
const FIRST_TYPE = 'Races';
/** A failed draw is tried again after this long, not on every request in between. */
const RETRY_MS = 30_000;
/** Versions kept: the current day in both languages, and the one just before it while requests for it finish. */
const KEEP = 4;

const hash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);
const envelope = (data: unknown) => ({ status: 200, message: 'OK', data });

/** The day's replies as the API sends them in `lang`, and what else the first render reads: which races have started or count down. */
async function readDay(deps: Deps, lang: Lang): Promise<{ embedded: Embedded; version: string }> {
	const now = deps.now();
	const calendar = await racingCalendar(deps.db, now, deps.timeZone);
	const list = await dayTable(deps.db, calendar.today, FIRST_TYPE, lang);
	const url = `/api/events/day_table?day=${calendar.today}&event_type=${FIRST_TYPE}`;
	const embedded = { url, day: calendar.today, reply: envelope({ list }), calendar: envelope(calendar) };
	// a race shows closed from its start and counts down in its last minutes (src/pages/index/countdown.tsx):
	const starts = list.flatMap((m) => m.races.map((r) => Date.parse(r.start_time) - now.getTime()));
	const moments = `${starts.filter((s) => s <= 0).length}.${starts.filter((s) => s <= 5 * 60_000).length}`;
	return { embedded, version: hash(`${JSON.stringify(embedded)}|${moments}`) };
}

export function firstDocuments(deps: Deps) {
	const indexFile = join(deps.distDir, 'index.html');
	let index = { mtime: -1, html: '' };
	const kept = new Map<string, Promise<FirstDocument & { retryAt?: number }>>();

	const readIndex = () => {
		const mtime = statSync(indexFile).mtimeMs;
		if (mtime !== index.mtime) index = { mtime, html: readFileSync(indexFile, 'utf8') };
		return index;
	};
	const plain = (html: string): FirstDocument => ({ html, etag: `"${hash(html)}"` });
	// the sign-in form reads no data: drawn once per build and language; a failed one leaves the build's shell
	let logins = { mtime: -1, drawn: new Map<Lang, Promise<string | undefined>>() };
	const loginFor = (lang: Lang) => {
		if (logins.mtime !== index.mtime) logins = { mtime: index.mtime, drawn: new Map() };
		const { drawn } = logins;
		const login =
			drawn.get(lang) ??
			deps.render({ screen: 'login', lang }).catch((error) => {
				deps.logger.error('sign-in screen render failed', { error: String(error) });
				drawn.delete(lang);
				return undefined;
			});
		drawn.set(lang, login);
		return login;
	};

	async function draw(html: string, lang: Lang, embedded: Embedded, version: string) {
		const login = loginFor(lang);
		try {
			const home = await deps.render({
				screen: 'home',
				lang,
				dayUrl: embedded.url,
				dayReply: embedded.reply,
				calendarReply: embedded.calendar,
			});
			// one line per draw: an operator (and a test) can count them per version
			deps.logger.info('first screen drawn', { lang, version });
			return plain(withFirstScreen(html, lang, home, embedded, await login));
		} catch (error) {
			deps.logger.error('first screen render failed', { error: String(error) });
			return { ...plain(html), retryAt: deps.now().getTime() + RETRY_MS };
		}
	}

	/** The document for a request's cookie and Accept-Language headers. */
	return async function documentFor(cookie?: string, acceptLanguage?: string): Promise<FirstDocument> {
		const { html, mtime } = readIndex();
		const lang = documentLang(cookie, acceptLanguage);
		let day: Awaited<ReturnType<typeof readDay>>;
		try {
			day = await readDay(deps, lang);
		} catch (error) {
			deps.logger.error('first screen: the day could not be read', { error: String(error) });
			return plain(html);
		}
		const key = `${mtime}|${day.version}|${lang}`;
		const hit = kept.get(key);
		const done = hit && (await hit);
		if (done && !(done.retryAt && done.retryAt <= deps.now().getTime())) return done;
		const drawn = draw(html, lang, day.embedded, day.version);
		kept.delete(key);
		kept.set(key, drawn);
		while (kept.size > KEEP) kept.delete(kept.keys().next().value!);
		return drawn;
	};
}
