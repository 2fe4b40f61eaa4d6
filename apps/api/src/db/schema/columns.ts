import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.js';

export const id = () => uuid().primaryKey().$defaultFn(newId);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);
export const at = () => timestamp({ withTimezone: true });
