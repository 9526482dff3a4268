// Builds sw/sw.ts into dist/sw.js (unhashed, so its scope stays /app/) after the app bundle is written,
// with the list of emitted files injected as the precache manifest.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** A file by its URL alone when its name is fingerprinted (Workbox reads a bare URL as versioned), else with a revision. */
type PrecacheEntry = string | { url: string; revision: string };

const MANIFEST_ID = 'virtual:precache-manifest';
// file names Vite already fingerprints need no revision of their own:
const HASHED = /-[\w-]{8,}\.\w+$/;

function precacheEntries(files: { fileName: string; content: string | Uint8Array }[]): PrecacheEntry[] {
	return files
		.filter((f) => !f.fileName.startsWith('.vite/') && !f.fileName.endsWith('.map'))
		.sort((a, b) => a.fileName.localeCompare(b.fileName))
		.map(({ fileName: url, content }) =>
			HASHED.test(url) ? url : { url, revision: createHash('sha256').update(content).digest('hex').slice(0, 16) },
		);
}

// from public/: what every start needs (manifest, favicon); the big install icons are fetched only when installing.
const PUBLIC_PRECACHE = /^(manifest\.webmanifest|icons\/icon-192\.png)$/;

function publicFiles(dir: string): { fileName: string; content: Uint8Array }[] {
	if (!dir || !existsSync(dir)) return [];
	return readdirSync(dir, { recursive: true, encoding: 'utf8' })
		.map((name) => relative(dir, join(dir, name)).split('\\').join('/'))
		.filter((name) => PUBLIC_PRECACHE.test(name))
		.map((name) => ({ fileName: name, content: readFileSync(join(dir, name)) }));
}

export function serviceWorker(opts: { entry: string; fileName: string }): Plugin {
	let config: ResolvedConfig;
	let entries: PrecacheEntry[] = [];
	return {
		name: 'horse-club-service-worker',
		apply: 'build',
		configResolved(resolved) {
			config = resolved;
		},
		writeBundle(_options, bundle) {
			entries = precacheEntries([
				...Object.values(bundle).map((f) => ({
					fileName: f.fileName,
					content: f.type === 'chunk' ? f.code : f.source,
				})),
				...publicFiles(config.publicDir),
			]);
		},
		async closeBundle() {
			await build({
				configFile: false,
				root: config.root,
				logLevel: 'warn',
				mode: 'production',
				define: { 'process.env.NODE_ENV': '"production"' },
				plugins: [
					{
						name: 'precache-manifest',
						resolveId: (id) => (id === MANIFEST_ID ? `\0${MANIFEST_ID}` : undefined),
						load: (id) => (id === `\0${MANIFEST_ID}` ? `export default ${JSON.stringify(entries)};` : undefined),
					},
				],
				build: {
					outDir: config.build.outDir,
					emptyOutDir: false,
					copyPublicDir: false,
					target: config.build.target,
					sourcemap: false,
					minify: true,
					rollupOptions: {
						input: resolve(config.root, opts.entry),
						output: { format: 'iife', entryFileNames: opts.fileName },
					},
				},
			});
		},
	};
}
