// The one keyset cursor codec of every list: an opaque base64url JSON array [kind, key, id] of the last
// row sent. The kind stops a cursor of one list or order (say price_asc) from being replayed on another;
// the key is the sort value, checked against the column it will be compared with, so that a forged or
// stale cursor is a 400 'invalid_cursor' and never reaches PostgreSQL as a value it refuses (a 500).
import { CATALOG_MSG } from '@sugu/domain';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { invalid } from './errors.js';
import { isUuid } from './ids.js';

/** The PostgreSQL type of a sort key: `timestamp` is a timestamptz sent as text (see `timestampKey`). */
export type KeyType = 'timestamp' | 'int4' | 'int8';

/** The position after which the next page starts; `key` and `id` are both null for "from the start". */
export interface Keyset {
  kind: string;
  key: number | string | null;
  id: string | null;
}

/** A keyset whose key is a timestamp text (every newest-first list). */
export interface TimeKeyset extends Keyset {
  key: string;
  id: string;
}

const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

/**
 * A timestamptz column as UTC text with microseconds (`2026-03-01T09:15:02.123456Z`). Sort keys travel
 * this way: a JS Date keeps milliseconds only and would skip or repeat rows created within one.
 */
export const timestampKey = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True for a `timestampKey` text naming an instant that exists: no month 13, no 25:61, no 30 February. */
export function isTimestampKey(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 1 || month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day >= 1 && day <= days;
}

function keyFits(key: unknown, keyType: KeyType): key is number | string {
  switch (keyType) {
    case 'timestamp':
      return typeof key === 'string' && isTimestampKey(key);
    case 'int4':
      return typeof key === 'number' && Number.isInteger(key) && key >= INT4_MIN && key <= INT4_MAX;
    case 'int8':
      // bigint columns are read as JS numbers (mode 'number'): a key beyond 2^53 was never sent by us.
      return typeof key === 'number' && Number.isSafeInteger(key);
  }
}

export function encodeCursor(cursor: Keyset): string {
  return Buffer.from(JSON.stringify([cursor.kind, cursor.key, cursor.id])).toString('base64url');
}

const invalidCursor = () => invalid(CATALOG_MSG.pageCursorInvalid, undefined, 'invalid_cursor');

/**
 * The cursor sent back by the client (null without one), checked against the list kinds it may belong to
 * and the type of its sort key. Anything we did not make is a 400 'invalid_cursor'.
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
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [kind, key, id] = parsed as [unknown, unknown, unknown];
  if (typeof kind !== 'string' || !(typeof kinds === 'string' ? [kinds] : kinds).includes(kind)) {
    throw invalidCursor();
  }
  if (key === null && id === null) return { kind, key: null, id: null };
  if (!keyFits(key, keyType) || typeof id !== 'string' || !isUuid(id)) throw invalidCursor();
  return { kind, key, id };
}

/** `decodeCursor` for a newest-first list of one kind, keyed on (created_at, id). */
export function decodeTimeCursor(raw: string | undefined, kind: string): TimeKeyset | null {
  const cursor = decodeCursor(raw, kind, 'timestamp');
  if (cursor && (cursor.key === null || cursor.id === null)) throw invalidCursor();
  return cursor as TimeKeyset | null;
}

/** Rows strictly after `cursor` in (created_at DESC, id DESC) order. */
export const olderThan = (createdAt: AnyColumn, id: AnyColumn, cursor: TimeKeyset): SQL =>
  sql`(${createdAt}, ${id}) < (${cursor.key}::timestamptz, ${cursor.id}::uuid)`;
