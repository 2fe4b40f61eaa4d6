// The terms of the products being ordered, remembered per database by this process (a memory cache,
// lib/memory-cache.ts): a popular product is read once, not once per order. Nothing trusts them blindly: the
// placement statement takes the stock only if name, price, currency, shop and owner are still these, so a
// stale entry costs a fresh read and one more try, never a wrong order. MAX_ENTRIES at most, the least
// recently ordered out first.
import type { Database } from '../../db/client.js';
import { memoryCache } from '../../lib/memory-cache.js';
import { findOrderTerms, type OrderTerms } from './orders.repository.js';

const MAX_ENTRIES = 10_000;

const termsOf = (db: Database) => memoryCache<OrderTerms>(db, 'order-terms', () => ({ max: MAX_ENTRIES }));

export function rememberedTerms(db: Database, productId: string): OrderTerms | undefined {
  return termsOf(db).find(productId);
}

/** The product's terms as they are now, remembered for the next order (forgotten when deleted or gone). */
export async function readTerms(db: Database, productId: string): Promise<OrderTerms | undefined> {
  const found = await findOrderTerms(db, productId);
  const terms = termsOf(db);
  if (!found || found.deletedAt) terms.delete(productId);
  else terms.set(productId, found);
  return found;
}
