// The player's language from Accept-Language: the most preferred range we speak wins; English by default.
export type Lang = 'en' | 'zh';

// RFC 9110 qvalue: 0 to 1 with at most three decimals:
const QVALUE = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

function speak(range: string): Lang | null {
	if (range === 'zh' || range.startsWith('zh-')) return 'zh';
	if (range === 'en' || range.startsWith('en-') || range === '*') return 'en';
	return null;
}

export function pickLanguage(header: string | null | undefined): Lang {
	if (!header) return 'en';
	const ranges: { lang: Lang; q: number; order: number }[] = [];
	header.split(',').forEach((part, order) => {
		const [tag = '', ...params] = part.split(';').map((s) => s.trim());
		const lang = speak(tag.toLowerCase());
		if (!lang) return;
		let q = 1;
		for (const param of params) {
			if (!/^q=/i.test(param)) continue;
			const m = QVALUE.exec(param.replace(/\s+/g, ''));
			q = m ? Number(m[1]) : 0;
		}
		if (q > 0) ranges.push({ lang, q, order });
	});
	ranges.sort((a, b) => b.q - a.q || a.order - b.order);
	return ranges[0]?.lang ?? 'en';
}

/** The Content-Language of a reply in this language. */
export const contentLanguage = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : 'en');
