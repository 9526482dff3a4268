// Pure text helpers: Markdown tables, human units, and replacing a marked section of a document.

export type Cell = string | number;

/** A GitHub Markdown table; numbers are right-aligned, pipes in cells escaped. */
export function markdownTable(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
	const esc = (c: Cell) => String(c).replace(/\|/g, '\\|');
	const numeric = header.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'));
	const line = (cells: readonly Cell[]) => `| ${header.map((_, i) => esc(cells[i] ?? '')).join(' | ')} |`;
	const rule = `|${numeric.map((n) => (n ? '---:' : '---')).join('|')}|`;
	return [line(header), rule, ...rows.map(line)].join('\n');
}

/** Milliseconds as '850 ms' below a second, else '1.23 s'. */
export function formatMs(ms: number): string {
	if (!Number.isFinite(ms)) return 'n/a';
	return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Bytes as '12.3 KB' (1 KB = 1024 bytes). */
export function formatKb(bytes: number): string {
	return Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a';
}

const markers = (name: string) => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`] as const;

/** The document with the body between `<!-- name:start -->` and `<!-- name:end -->` replaced; appended when missing. */
export function replaceSection(doc: string, name: string, body: string): string {
	const [start, end] = markers(name);
	const block = `${start}\n${body.trim()}\n${end}`;
	const from = doc.indexOf(start);
	const to = doc.indexOf(end, from);
	if (from < 0 || to < 0) return `${doc.trimEnd()}\n\n${block}\n`;
	return doc.slice(0, from) + block + doc.slice(to + end.length);
}
