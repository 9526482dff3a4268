// Message tables and the active language: English is the fallback; areas beyond the core arrive with their pages.
import { type Signal, signal } from '@preact/signals';
import rosetta from 'rosetta';
import { lazy } from '../lib/lazy.ts';
import { readOnly } from '../lib/read-only.ts';

export type Lang = 'en' | 'zh';
export type Loader = () => Promise<unknown>;
/** Per area (the key prefix, e.g. 'wallet'), how to fetch each language's table. */
export type AreaLoaders = Record<string, Partial<Record<Lang, Loader>>>;
type Tree = Record<string, unknown>;

const done = Promise.resolve();

const none = async (): Promise<AreaLoaders> => ({});

/** `en` is the bundled core table; `zh` fetches the Chinese core; `areas` fetches the catalogue of the other areas. */
export function createI18n({ en, zh, areas = none }: { en: Tree; zh: Loader; areas?: () => Promise<AreaLoaders> }) {
	const tables = rosetta<unknown>({ en: { ...en } });
	const current = signal<Lang>('en');
	// per area, bumped whenever that area's table arrives, so text read in render follows it. Per area, not one for
	// all: a late area's arrival (the offline bar's text, a lazy part's) redraws only what shows that area's text, not
	// every component on the page (a long task on a budget phone while the first screen settles):
	const versions = new Map<string, Signal<number>>();
	const versionOf = (area: string) => {
		let v = versions.get(area);
		if (!v) {
			v = signal(0);
			versions.set(area, v);
		}
		return v;
	};
	const coreReady = new Set<Lang>(['en']);
	// the catalogue itself is a chunk, fetched with the first page that needs an area:
	let catalogue = lazy(areas);
	const loaderOf = (l: Lang, area: string) => catalogue.preload().then((all) => all[area]?.[l]);
	// areas some page has asked for: a language switch fetches each of them:
	const used = new Set<string>();
	const pending = new Map<string, Promise<void>>();

	const add = (l: Lang, table: Tree) => {
		tables.set(l, table);
		for (const area of Object.keys(table)) versionOf(area).value++;
	};

	// one fetch per language and area:
	function ensure(l: Lang, area: string): Promise<void> {
		const id = `${l}:${area}`;
		let job = pending.get(id);
		if (!job) {
			job = loaderOf(l, area).then(async (load) => {
				if (load) add(l, { [area]: await load() });
			});
			// forget a failure so the next page visit tries again:
			job.catch(() => pending.delete(id));
			pending.set(id, job);
		}
		return job;
	}

	/** Fetches these areas in English and in the active language; rejects only when English fails. */
	function loadAreas(names: readonly string[]): Promise<void> {
		const l = current.peek();
		return Promise.all(
			names.map((area) => {
				used.add(area);
				return Promise.all([ensure('en', area), l === 'en' ? done : ensure(l, area).catch(() => {})]);
			}),
		).then(() => {});
	}

	/** A chunk that bundles its English text registers it; resolves once the active language's text is in too. */
	function registerArea(area: string, table: Tree): Promise<void> {
		add('en', { [area]: table });
		pending.set(`en:${area}`, done);
		return loadAreas([area]);
	}

	function t(key: string, params?: Record<string, unknown>): string {
		const l = current.value;
		const area = key.slice(0, key.indexOf('.'));
		versionOf(area).value;
		const text = tables.t(key, params, l) || (l === 'en' ? '' : tables.t(key, params, 'en'));
		if (text) return text as string;
		// a page whose areas nobody listed still gets its text, one render late:
		if (area && !used.has(area)) loadAreas([area]).catch(() => {});
		return key;
	}

	async function setLanguage(next: Lang) {
		if (!coreReady.has(next)) {
			// areas fetched before the core keep their full tables:
			const core = (await zh()) as Tree;
			tables.set(next, { ...core, ...(tables.table(next) as Tree | undefined) });
			coreReady.add(next);
		}
		await Promise.all([...used].map((area) => ensure(next, area).catch(() => {})));
		current.value = next;
		// areas a page asked for while the switch was under way:
		for (const area of used) ensure(next, area).catch(() => {});
	}

	return {
		t,
		...readOnly({ lang: current }),
		setLanguage,
		loadAreas,
		registerArea,
		/** Registers a table (tests, or text a chunk bundles) without a fetch. */
		addMessages: (l: Lang, table: Tree) => add(l, table),
		/** Where the catalogue of areas comes from: the app passes its chunk loaders, tests their own. */
		setCatalogue: (next: () => Promise<AreaLoaders>) => {
			catalogue = lazy(next);
		},
	};
}
