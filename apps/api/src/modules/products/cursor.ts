// Keyset cursors of the product lists: an opaque base64url JSON of (list kind, sort key, id) of the last
// item sent. The kind stops a cursor of one order (say price_asc) from being replayed on another.
import { CATALOG_MSG } from '@sugu/domain';
import { invalid } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';

/** Timestamps travel as UTC text with microseconds (JS dates would lose them): see `timestampKey`. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The position after which the next page starts. `key` is the sort value (a number or a timestamp text). */
export interface Keyset {
  kind: string;
  key: number | string | null;
  id: string | null;
}

export type KeyType = 'number' | 'timestamp';

export function encodeCursor(cursor: Keyset): string {
  return Buffer.from(JSON.stringify([cursor.kind, cursor.key, cursor.id])).toString('base64url');
}

/**
 * The cursor sent back by the client, checked against the list kinds it may belong to and the type of
 * its sort key;
 * a forged or stale one is a 400, never a SQL error. `key` and `id` are both null for "from the start".
 */
export function decodeCursor(
  raw: string | undefined,
  kinds: string | readonly string[],
  keyType: KeyType,
): Keyset | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw cursorInvalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw cursorInvalid();
  const [kind, key, id] = parsed as [unknown, unknown, unknown];
  if (typeof kind !== 'string' || !(typeof kinds === 'string' ? [kinds] : kinds).includes(kind)) {
    throw cursorInvalid();
  }
  if (key === null && id === null) return { kind, key: null, id: null };
  const keyOk =
    keyType === 'number'
      ? typeof key === 'number' && Number.isSafeInteger(key)
      : typeof key === 'string' && TIMESTAMP.test(key);
  if (!keyOk || typeof id !== 'string' || !isUuid(id)) throw cursorInvalid();
  return { kind, key: key as number | string, id };
}

const cursorInvalid = () => invalid(CATALOG_MSG.pageCursorInvalid, undefined, 'invalid_cursor');
