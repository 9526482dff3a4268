// Hands the day embedded in the home document to the app, from a tiny inline script after it: the calendar kept as
// the app keeps a calendar reply, so the race day model starts on the server's Today, and the day table waiting as
// the app's first reply for that day (src/api/early-reply.ts), so the app takes it through its http client, its
// checks and its cache as if it had fetched it. Only documents with a day carry it; the CSP allows it by its hash.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { ShellHeaders } from '../http/shell-headers.ts';
import { ssrBundle } from './render.ts';

/** The JSON block's id. */
export const EMBED_ID = 'first-day';

// a signed-in player only (the home page asks with the token); never over a request the head's script already sent.
// A day not handed over takes the drawn screen's mark (data-ssr) with it: the app attaches only to a screen drawn
// with the day it starts with (src/main.tsx).
export const EMBED_SCRIPT = `(function(w,s){var b=document.getElementById('${EMBED_ID}'),m=document.querySelector('[data-ssr]');try{var d=b&&JSON.parse(b.textContent),t=s.getItem('token');
if(d&&d.reply.status==200&&t&&!w.__hcFirst){if(d.calendar.status==200)s.setItem('race-calendar',JSON.stringify(d.calendar.data));
w.__hcFirst={url:d.url,token:t,reply:Promise.resolve(new Response(JSON.stringify(d.reply)))};m=null}}catch(e){}
if(b)b.remove();if(m)m.removeAttribute('data-ssr')})(window,localStorage)`;

const HASH = `'sha256-${createHash('sha256').update(EMBED_SCRIPT, 'utf8').digest('base64')}'`;

/**
 * index.html's headers, with the handover script allowed too where the server draws documents (its render bundle is
 * built); the same object while neither changes.
 */
export function withEmbedScript(shell: () => ShellHeaders, distDir: string): () => ShellHeaders {
	let from: ShellHeaders | undefined;
	let drawing = false;
	let headers: ShellHeaders | undefined;
	return () => {
		const now = shell();
		const draws = existsSync(ssrBundle(distDir));
		if (now !== from || draws !== drawing || !headers)
			[from, drawing, headers] = [now, draws, draws ? { ...now, scripts: [...now.scripts, HASH] } : now];
		return headers;
	};
}
