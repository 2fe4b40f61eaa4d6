import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.js';

export const id = () => uuid().primaryKey().$defaultFn(newId);
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);
export const at = () => timestamp({ withTimezone: true });

/** A required reference that keeps its target: a row still referenced cannot be deleted. */
export const ref = (target: () => AnyPgColumn) => uuid().notNull().references(target);

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const cascadeRef = (target: () => AnyPgColumn) =>
  uuid().notNull().references(target, { onDelete: 'cascade' });

/** The same reference where it is optional (null: no such row). */
export const optionalCascadeRef = (target: () => AnyPgColumn) =>
  uuid().references(target, { onDelete: 'cascade' });

/** A count kept with its row (likes, followers…), starting at 0. */
export const counter = () => integer().notNull().default(0);

/** A photo of a product or a publication: its place in the list, its media key and its size. */
const imageColumns = () => ({
  position: smallint().notNull(),
  mediaKey: text().notNull(),
  width: integer().notNull(),
  height: integer().notNull(),
});

/** A `cascadeRef` in a column whose name is given (`productId`, `shopId`…): for the table builders below. */
export const ownerRef = <K extends string>(key: K, target: () => AnyPgColumn) =>
  ({ [key]: cascadeRef(target) }) as Record<K, ReturnType<typeof cascadeRef>>;

/** The photos of an `owner` (a product, a publication): one row per place in its list. */
export const imagesTable = <K extends string>(name: string, owner: K, target: () => AnyPgColumn) =>
  pgTable(name, { ...ownerRef(owner, target), ...imageColumns() }, (t) => [
    primaryKey({ columns: [t[owner], t.position] }),
  ]);
