import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.js';

export const id = () => uuid().primaryKey().$defaultFn(newId);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);
export const at = () => timestamp({ withTimezone: true });

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const cascadeRef = (target: () => AnyPgColumn) =>
  uuid().notNull().references(target, { onDelete: 'cascade' });

/** A photo of a product or a publication: its place in the list, its media key and its size. */
export const imageColumns = () => ({
  position: smallint().notNull(),
  mediaKey: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
});
