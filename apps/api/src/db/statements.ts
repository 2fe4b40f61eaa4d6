// Hand-written statements for the few hot paths where building the query (Drizzle) and planning it
// (PostgreSQL) at every call cost more than running it. The text is a constant with $n placeholders: on
// PostgreSQL it is a named prepared statement, parsed and planned once per pooled connection; on PGlite a
// plain parameterised query. Rows come back as the driver gives them: cast in SQL (::int, ::text) to
// what the caller reads, since the two drivers differ on int8 and numeric.
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
