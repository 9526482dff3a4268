// The settings table of docs/operations.md, written from settings.ts: one row a variable, in the registry's order.
import { SETTINGS, type Setting } from './settings.ts';

const shownDefault = (s: Setting) => s.shown ?? (s.default === null ? 'unset' : `\`${s.default}\``);
const cell = (text: string) => text.replace(/\|/g, '\\|');

export function settingsTable(): string {
	const rows = Object.entries(SETTINGS).map(
		([name, s]: [string, Setting]) => `| \`${name}\` | ${cell(shownDefault(s))} | ${cell(s.about)} |`,
	);
	return ['| variable | default | what it sets |', '| --- | --- | --- |', ...rows].join('\n');
}
