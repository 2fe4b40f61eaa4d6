// Opaque keyset cursor of the order list: the last order's created_at (as PostgreSQL prints it) and id.
import { SOCIAL_MSG } from '@sugu/domain';
import { invalid } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { OrderKey } from './orders.repository.js';

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

export function encodeOrderCursor(key: OrderKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

export function decodeOrderCursor(cursor: string): OrderKey {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && isUuid(id) && TIMESTAMP.test(createdAt)) {
      return { createdAt, id };
    }
  } catch {
    // falls through to the error below
  }
  throw invalid(SOCIAL_MSG.invalidCursor, undefined, 'invalid_cursor');
}
