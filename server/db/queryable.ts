// What runs a statement: a pool, a transaction's client, or the embedded database.
type Row = Record<string, unknown>;

export interface Queryable {
	query<T = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}
