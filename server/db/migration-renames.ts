// Migrations renumbered into the order they shipped in; a database that applied the old name is
// recorded under the new one (with the old kept in renamed_from), so nothing runs twice.
export const RENAMED: Readonly<Record<string, string>> = {
	'006-signin-failures.sql': '211-signin-failures.sql',
	'110-racing-prices.sql': '212-racing-prices.sql',
	'006-ledger-references.sql': '213-ledger-references.sql',
	'210-race-order-references.sql': '214-race-order-references.sql',
	'260-race-order-status.sql': '510-race-order-status.sql',
};

/** The name this build knows an applied migration by. */
export const currentName = (name: string) => RENAMED[name] ?? name;
