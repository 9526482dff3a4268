// Replies that name venues and runners name them in the asker's language (Accept-Language, as the app sends its own).
import type { Context } from 'hono';
import { type Lang, pickLanguage } from '../i18n/language.ts';

/** The asker's language; the reply says it varies by it, so a cache keeps one copy (and one ETag) per language. */
export function replyLanguage(c: Context): Lang {
	c.header('Vary', 'Accept-Language', { append: true });
	return pickLanguage(c.req.header('accept-language'));
}
