// Every text area outside the bundled core, as its own small chunk per language; a new area file is picked up here.
import type { AreaLoaders, Lang, Loader } from '../../shared/i18n/create-i18n.ts';

// the core areas are already in the entry (see en/index.ts), so they are left out:
const en = import.meta.glob(
	[
		'./en/*.json',
		'./en/bet.ts',
		'!./en/common.json',
		'!./en/errors.json',
		'!./en/race.json',
		'!./en/shell.json',
		'!./en/titles.json',
	],
	{ import: 'default' },
);
const zh = import.meta.glob(
	[
		'./zh/*.json',
		'./zh/bet.ts',
		'!./zh/common.json',
		'!./zh/errors.json',
		'!./zh/race.json',
		'!./zh/shell.json',
		'!./zh/titles.json',
	],
	{ import: 'default' },
);

const AREA = /\/(\w+)\.(json|ts)$/;

function collect(into: AreaLoaders, l: Lang, files: Record<string, Loader>) {
	for (const [path, load] of Object.entries(files)) {
		const area = AREA.exec(path)?.[1];
		if (area) into[area] = { ...into[area], [l]: load };
	}
	return into;
}

export const areaLoaders: AreaLoaders = collect(collect({}, 'en', en), 'zh', zh);
