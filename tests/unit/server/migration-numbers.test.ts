// Migrations run in the order of their numbers: each number once, and a new file numbered above every
// file already shipped (a lower one would run at a different point on a fresh database than on an old one).
import { readdirSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { RENAMED } from '../../../server/db/migration-renames.ts';

const DIR = new URL('../../../server/db/migrations/', import.meta.url);

// The files as released, in the order they shipped; append a new file's name here when it ships.
const SHIPPED = [
	'001-platform.sql',
	'002-users.sql',
	'003-ledger.sql',
	'004-wallet.sql',
	'005-operator.sql',
	'100-racing.sql',
	'150-sports.sql',
	'160-shop.sql',
	'170-live.sql',
	'200-safer.sql',
	'210-payments.sql',
	'211-signin-failures.sql',
	'212-racing-prices.sql',
	'213-ledger-references.sql',
	'214-race-order-references.sql',
	'220-session-agent.sql',
	'230-reference-locks.sql',
	'300-race-feed.sql',
	'310-staff.sql',
	'311-sport-void.sql',
	'500-signin-attempts.sql',
	'510-race-order-status.sql',
];

const number = (name: string) => Number(name.slice(0, 3));

/** What is wrong with a folder of migrations against the shipped list: one line a fault. */
function faults(files: string[], shipped: string[]): string[] {
	const out: string[] = [];
	const seen = new Map<number, string>();
	for (const f of [...files].sort()) {
		const other = seen.get(number(f));
		if (other) out.push(`${f} repeats the number of ${other}`);
		seen.set(number(f), f);
	}
	for (let i = 1; i < shipped.length; i++)
		if (number(shipped[i]!) <= number(shipped[i - 1]!)) out.push(`${shipped[i]} shipped after a higher number`);
	const highest = Math.max(...shipped.map(number));
	for (const f of files.filter((name) => !shipped.includes(name)))
		if (number(f) <= highest) out.push(`${f} is numbered at or below the highest shipped (${highest})`);
	for (const f of shipped.filter((name) => !files.includes(name))) out.push(`${f} shipped but its file is gone`);
	return out;
}

const files = readdirSync(DIR).filter((f) => f.endsWith('.sql'));
const m = suite('migration numbers');

m('each number is used once and the shipped files run in the order they shipped', () => {
	assert.equal(faults(files, SHIPPED), []);
});

m('a repeated number, a shipped file out of order and a late low number are each caught', () => {
	assert.equal(faults(['001-a.sql', '001-b.sql'], ['001-a.sql', '001-b.sql']).length, 2);
	assert.equal(faults([...SHIPPED, '450-late.sql'], SHIPPED), [
		'450-late.sql is numbered at or below the highest shipped (510)',
	]);
	assert.equal(faults([...SHIPPED, '600-next.sql'], SHIPPED), [], 'a new file above the highest is fine');
});

m('every renamed file names a shipped file, and no old name is still in the folder', () => {
	for (const [from, to] of Object.entries(RENAMED)) {
		assert.ok(SHIPPED.includes(to), `${from} renamed to ${to}, which is not shipped`);
		assert.not.ok(files.includes(from), `${from} is still in the folder`);
	}
});

m.run();
