// Keyset cursors of publication lists: the (createdAt, id) of the page's last row, opaque to clients.
// createdAt travels as text with its microseconds (Postgres precision): a millisecond Date would skip or
// repeat rows created within the same millisecond.
import { CATALOG_MSG } from '@sugu/domain';
import { invalid } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';

export interface PageKey {
  /** UTC timestamp with microseconds, e.g. 2025-01-31T10:00:00.123456Z. */
  at: string;
  id: string;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.at, key.id])).toString('base64url');
}

/** The key of a cursor (undefined for the first page); 400 for a cursor we did not make. */
export function decodeCursor(cursor: string | undefined): PageKey | undefined {
  if (!cursor) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value;
      if (typeof at === 'string' && TIMESTAMP.test(at) && typeof id === 'string' && isUuid(id)) {
        return { at, id };
      }
    }
  } catch {
    // falls through to the 400
  }
  throw invalid(CATALOG_MSG.pageCursorInvalid, undefined, 'invalid_cursor');
}
