// The terms of the products being ordered, remembered per database by this process: a popular product is
// read once, not once per order. Nothing trusts them blindly: the placement statement takes the stock only
// if name, price, currency, shop and owner are still these, so a stale entry costs a fresh read and one more
// try, never a wrong order. Bounded: past MAX_ENTRIES the memory starts again empty.
import type { Database } from '../../db/client.js';
import { findOrderTerms, type OrderTerms } from './orders.repository.js';

const MAX_ENTRIES = 10_000;
const remembered = new WeakMap<Database, Map<string, OrderTerms>>();

function termsOf(db: Database): Map<string, OrderTerms> {
  let terms = remembered.get(db);
  if (!terms) {
    terms = new Map();
    remembered.set(db, terms);
  }
  return terms;
}

export function rememberedTerms(db: Database, productId: string): OrderTerms | undefined {
  return remembered.get(db)?.get(productId);
}

/** The product's terms as they are now, remembered for the next order (forgotten when deleted or gone). */
export async function readTerms(db: Database, productId: string): Promise<OrderTerms | undefined> {
  const found = await findOrderTerms(db, productId);
  const terms = termsOf(db);
  if (!found || found.deletedAt) {
    terms.delete(productId);
    return found;
  }
  if (terms.size >= MAX_ENTRIES) terms.clear();
  terms.set(productId, found);
  return found;
}
