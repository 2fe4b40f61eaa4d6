// PostgreSQL errors that a service turns into a French 4xx: a race lost to a unique index (409), a write
// whose target a concurrent request deleted (404). Drivers differ (pg, PGlite) and Drizzle wraps them, so
// the SQLSTATE is looked for through a few `cause` links.

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

interface PgErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The first error in the `cause` chain with SQLSTATE `code`. */
function findPgError(error: unknown, code: string): PgErrorFields | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const fields = e as PgErrorFields;
    if (fields.code === code) return fields;
    e = fields.cause;
  }
  return undefined;
}

/** The constraint name of a unique violation ('' when the driver did not name it); undefined otherwise. */
export function uniqueViolation(error: unknown): string | undefined {
  const found = findPgError(error, UNIQUE_VIOLATION);
  if (!found) return undefined;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

export const isForeignKeyViolation = (error: unknown): boolean =>
  findPgError(error, FOREIGN_KEY_VIOLATION) !== undefined;

/** A write whose target was deleted by a concurrent request answers 404 (`notFoundError`), not 500. */
export async function writeOrNotFound<T>(work: Promise<T>, notFoundError: () => Error): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFoundError();
    throw error;
  }
}
