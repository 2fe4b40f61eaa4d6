// The one way to run hot SQL: hand-written statements for the paths where building the query (Drizzle) and
// planning it (PostgreSQL) at every call cost more than running it (every request's session, the feed's
// viewer, the order's terms and placement, a batch of chat messages, a notification). The text is a constant
// with $n placeholders: on PostgreSQL a named prepared statement, parsed and planned once per pooled
// connection; on PGlite a plain parameterised query. Rows come back as the driver gives them: cast in SQL
// (::int, ::text) to what the caller reads, since the two drivers differ on int8 and numeric, or read a whole
// table row back with `tableRow`. Only repositories run statements (.dependency-cruiser.cjs).
import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

export interface Statement {
  /** Unique per text: node-postgres refuses one name for two texts on a connection. */
  name: string;
  text: string;
}

interface RawClient {
  query(
    config: { name: string; text: string; values: unknown[] } | string,
    values?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

/**
 * The driver's client under a Drizzle database or transaction (a pg Pool or PoolClient, PGlite or its
 * transaction). `session.client` is Drizzle's own field, not its public API: the orders tests run this on
 * both drivers, in and out of a transaction, so an upgrade that moves it fails there first.
 */
function clientOf(db: Executor): { client: RawClient; named: boolean } {
  const client = (db as unknown as { session: { client: RawClient } }).session.client;
  // node-postgres pools and pooled clients (both have connect) take named statements; PGlite does not.
  return { client, named: 'connect' in client };
}

/** Runs `statement` with `values` on `db`, inside its transaction when `db` is one. */
export async function runStatement<Row>(
  db: Executor,
  statement: Statement,
  values: unknown[],
): Promise<Row[]> {
  const { client, named } = clientOf(db);
  const result = named
    ? await client.query({ name: statement.name, text: statement.text, values })
    : await client.query(statement.text, values);
  return result.rows as Row[];
}

/** The SQL name of each column of `table` (the database's snake_case, as Drizzle's `casing` writes it). */
const sqlNameOf = (column: { name: string; keyAsName: boolean }) =>
  column.keyAsName ? toSnakeCase(column.name) : column.name;

/**
 * Every column of `table` under the alias `alias`, named as its field (`u.wallet_budget AS "walletBudget"`):
 * a statement that returns whole rows selects this and reads each row back with `tableRow`.
 */
export function tableColumns(table: PgTable, alias: string): string {
  return Object.entries(getTableColumns(table))
    .map(([field, column]) => `${alias}.${sqlNameOf(column)} AS "${field}"`)
    .join(', ');
}

/** A row selected with `tableColumns`, converted as Drizzle converts it (dates, bigints as numbers). */
export function tableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(getTableColumns(table))) {
    const value = raw[field];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
