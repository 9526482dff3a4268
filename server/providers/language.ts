// The player's language from Accept-Language: Chinese when it is preferred over English, else English.
export type Language = 'en' | 'zh';

export function pickLanguage(header: string | null | undefined): Language {
	let best: { lang: Language; q: number } | null = null;
	for (const part of (header ?? '').split(',')) {
		const [tag = '', ...params] = part.trim().toLowerCase().split(';');
		const lang = tag.startsWith('zh') ? 'zh' : tag.startsWith('en') || tag === '*' ? 'en' : null;
		if (!lang) continue;
		const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
		const q = qParam ? Number(qParam.slice(2)) : 1;
		if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang, q };
	}
	return best?.lang ?? 'en';
}
