// Shared by the demo builders: row types, and a clock and random source that make the same data every time.
import { v7 } from 'uuid';
import type * as t from '../schema/index.js';

export type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type WithKeys<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };
export type UserRow = WithKeys<Row<typeof t.users>, 'id' | 'createdAt'>;
export type ShopRow = WithKeys<Row<typeof t.shops>, 'id' | 'createdAt'>;
export type ProductRow = WithKeys<Row<typeof t.products>, 'id' | 'createdAt'>;
export type PublicationRow = WithKeys<Row<typeof t.publications>, 'id' | 'createdAt'>;
export type CommentRow = WithKeys<Row<typeof t.comments>, 'id' | 'createdAt'>;
type OrderRow = WithKeys<Row<typeof t.orders>, 'id' | 'createdAt'>;

export interface DemoRows {
  users: UserRow[];
  shops: ShopRow[];
  products: ProductRow[];
  productImages: Row<typeof t.productImages>[];
  publications: PublicationRow[];
  publicationImages: Row<typeof t.publicationImages>[];
  follows: Row<typeof t.follows>[];
  ratings: Row<typeof t.ratings>[];
  publicationLikes: Row<typeof t.publicationLikes>[];
  comments: CommentRow[];
  commentReactions: Row<typeof t.commentReactions>[];
  orders: OrderRow[];
  conversations: Row<typeof t.conversations>[];
  messages: Row<typeof t.messages>[];
  walletOperations: Row<typeof t.walletOperations>[];
  notifications: Row<typeof t.notifications>[];
  disputes: Row<typeof t.disputes>[];
  disputeMessages: Row<typeof t.disputeMessages>[];
  reports: Row<typeof t.reports>[];
}

export const HOUR = 3_600_000;

/** mulberry32: a tiny deterministic generator. */
export function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface DemoTools {
  rand: () => number;
  pick: <T>(list: readonly T[]) => T;
  ago: (hours: number) => Date;
  between: (from: Date, to: Date) => Date;
  /** A moment after `from` (at least 12 minutes, at most `maxHours`), never in the future. */
  after: (from: Date, maxHours: number) => Date;
  /** UUID v7 carrying the row's own time, so ids sort like createdAt. */
  idAt: (date: Date) => string;
}

export function demoTools(now: Date, seed: number): DemoTools {
  const rand = generator(seed);
  const between = (from: Date, to: Date) =>
    new Date(from.getTime() + rand() * (to.getTime() - from.getTime()));
  return {
    rand,
    pick: (list) => list[Math.floor(rand() * list.length)]!,
    ago: (hours) => new Date(now.getTime() - hours * HOUR),
    between,
    after: (from, maxHours) => {
      const start = Math.min(from.getTime() + 0.2 * HOUR, now.getTime());
      const end = Math.min(now.getTime(), from.getTime() + maxHours * HOUR);
      return end > start ? between(new Date(start), new Date(end)) : new Date(start);
    },
    idAt: (date) => v7({ msecs: date.getTime() }),
  };
}
