// The demo checkout page: server-rendered HTML, no script, its stylesheet from the same origin (CSP 'self').
import type { Lang as Language } from '../../i18n/language.ts';
import { DEMO_PATH, type DemoSession } from './sessions.ts';
import { formatMoney, TEXT, type Text } from './text.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

function frame(lang: Language, body: string): string {
	const t = TEXT[lang];
	return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(t.title)}</title>
<link rel="stylesheet" href="${DEMO_PATH}/page.css">
</head>
<body>
<main>
<h1>${esc(t.title)}</h1>
<p class="notice">${esc(t.notice)}</p>
${body}
</main>
</body>
</html>
`;
}

function details(t: Text, s: DemoSession): string {
	const amount = formatMoney(s.language, Number(s.amount), s.currency);
	return `<dl>
<div><dt>${esc(t.amount)}</dt><dd class="amount">${esc(amount)}</dd></div>
<div><dt>${esc(t.method)}</dt><dd>${esc(t.methods[s.method] ?? s.method)}</dd></div>
<div><dt>${esc(t.reference)}</dt><dd>${esc(s.reference)}</dd></div>
</dl>`;
}

const back = (t: Text, s: DemoSession) => `<p><a class="button" href="${esc(s.return_url)}">${esc(t.back)}</a></p>`;

/** The open session: pay or decline, both one tap, both POST to the same page. */
export function checkoutPage(s: DemoSession): string {
	const t = TEXT[s.language];
	const amount = formatMoney(s.language, Number(s.amount), s.currency);
	const until = s.expires_at.toISOString().slice(0, 16).replace('T', ' ');
	return frame(
		s.language,
		`${details(t, s)}
<p class="muted">${esc(t.expires.replace('{time}', until))}</p>
<form method="post" action="${DEMO_PATH}/${esc(s.id)}">
<button type="submit" name="decision" value="pay" class="button primary">${esc(t.pay.replace('{amount}', amount))}</button>
<button type="submit" name="decision" value="decline" class="button">${esc(t.decline)}</button>
</form>`,
	);
}

/** A session that has ended; `notSent` when the server has not yet accepted its event. */
export function endedPage(s: DemoSession, notSent: boolean): string {
	const t = TEXT[s.language];
	const said = s.status === 'completed' ? t.completed : s.status === 'declined' ? t.declined : t.expired;
	const retry = notSent
		? `<p role="alert">${esc(t.notSent)}</p>
<form method="post" action="${DEMO_PATH}/${esc(s.id)}"><button type="submit" name="decision" value="retry" class="button primary">${esc(t.retry)}</button></form>`
		: '';
	return frame(s.language, `${details(t, s)}\n<p role="status">${esc(said)}</p>\n${retry}\n${back(t, s)}`);
}

export const notFoundPage = (lang: Language) => frame(lang, `<p role="alert">${esc(TEXT[lang].notFound)}</p>`);
