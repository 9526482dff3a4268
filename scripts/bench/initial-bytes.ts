// Brotli bytes of what a build loads before its first page can render, using the size gate's own rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { htmlReferences, initialFiles, type Manifest } from '../size-budget.ts';

export interface InitialLoad {
	files: number;
	raw: number;
	brotli: number;
}

export function initialLoad(dist: string, base: string, firstPage: string): InitialLoad {
	const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
	const html = readFileSync(join(dist, 'index.html'), 'utf8');
	const files = initialFiles(manifest, firstPage, htmlReferences(html, base));
	let raw = 0;
	let brotli = 0;
	for (const file of files) {
		const bytes = readFileSync(join(dist, file));
		raw += bytes.length;
		brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
	}
	return { files: files.length, raw, brotli };
}
