// Staff roles and what each may do: a cashier moves money in and out, a trader runs races and markets,
// support looks after players, an admin manages staff. One person may hold several roles.
export const ROLES = ['cashier', 'trader', 'support', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (s: string): s is Role => (ROLES as readonly string[]).includes(s);

/** The roles given as `cashier,trader`; unknown names are refused by the caller's schema or the CLI. */
export const parseRoles = (text: string): string[] =>
	[...new Set(text.split(',').map((r) => r.trim().toLowerCase()))].filter(Boolean);
