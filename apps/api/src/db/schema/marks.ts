import { type AnyPgColumn, index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, ownerRef } from './columns.js';
import { users } from './users.js';

/**
 * `name`: the marks users put on a thing (following a shop, liking a publication), whose id is the column
 * `thing`: one per user and thing, with its time; `<name>_user_idx` lists a user's marks.
 */
export const userMarkTable = <K extends string>(name: string, thing: K, target: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      ...ownerRef(thing, target),
      userId: cascadeRef(() => users.id),
      createdAt: createdAt(),
    },
    (t) => [primaryKey({ columns: [t[thing], t.userId] }), index(`${name}_user_idx`).on(t.userId, t[thing])],
  );
