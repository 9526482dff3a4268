// Every variable the server reads is in settings.ts, and docs/operations.md's table is the one settings.ts writes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { databaseUrlFromParts, loadConfig } from '../../../server/config.ts';
import { loadRacingSettings } from '../../../server/domain/racing/settings.ts';
import { SETTINGS } from '../../../server/settings.ts';
import { settingsTable } from '../../../server/settings-table.ts';
import { DEFAULT_LIMITS } from '../../../shared/bets/validate.ts';

const settings = suite('settings');

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
	});
}

settings('every environment variable the server reads is registered, and every registered one is read', () => {
	const read = new Set<string>();
	for (const file of sources('server')) {
		const text = readFileSync(file, 'utf8');
		for (const m of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)) read.add(m[1] ?? m[2]!);
		for (const m of text.matchAll(/\{([A-Z0-9_,\s]+)\} = env\b/g))
			for (const name of m[1]!.split(',')) read.add(name.trim());
	}
	const registered = new Set(Object.keys(SETTINGS));
	assert.equal(
		[...read].filter((name) => !registered.has(name)),
		[],
		'read but not in settings.ts',
	);
	assert.equal(
		[...registered].filter((name) => !read.has(name)),
		[],
		'in settings.ts but never read',
	);
});

settings("docs/operations.md's settings table is the one settings.ts writes (npm run docs:settings)", () => {
	const doc = readFileSync('docs/operations.md', 'utf8');
	const table = /<!-- settings:start -->\n([\s\S]*?)\n<!-- settings:end -->/.exec(doc)?.[1];
	assert.is(table, settingsTable());
});

settings('the readers take their defaults from the registry', () => {
	const config = loadConfig({});
	assert.is(config.port, SETTINGS.PORT.default);
	assert.is(config.ops.http.headersTimeoutMs, SETTINGS.HTTP_HEADERS_TIMEOUT_MS.default);
	assert.is(config.limits.withdrawMax, SETTINGS.WITHDRAW_MAX.default * 100);
	const racing = loadRacingSettings(false, {});
	assert.is(racing.limits.minStakeCents, DEFAULT_LIMITS.minStakeCents, 'the bet form and the server disagree');
	assert.is(racing.limits.maxStakeCents, DEFAULT_LIMITS.maxStakeCents);
	assert.is(racing.limits.maxTotalCents, DEFAULT_LIMITS.maxTotalCents);
});

settings('PostgreSQL in parts: a password with URL characters needs no escaping by the operator', () => {
	const url = databaseUrlFromParts({ PGHOST: 'db', PGUSER: 'horse_club', PGPASSWORD: 'a/b+c@d:e%f', PGDATABASE: 'hc' });
	const parsed = new URL(url!);
	assert.is(decodeURIComponent(parsed.password), 'a/b+c@d:e%f');
	assert.is(parsed.hostname, 'db');
	assert.is(parsed.port, '5432');
	assert.is(parsed.pathname, '/hc');
	assert.is(loadConfig({ PGHOST: 'db', PGPASSWORD: 'x/y' }).databaseUrl, 'postgres://postgres:x%2Fy@db:5432/postgres');
	assert.is(loadConfig({ DATABASE_URL: 'postgres://a@b/c', PGHOST: 'db' }).databaseUrl, 'postgres://a@b/c');
	assert.is(loadConfig({}).databaseUrl, undefined);
});

settings.run();
