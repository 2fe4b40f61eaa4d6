// Demo data for a newcomer's first start: Malian shops, products, posts and two demo accounts.
// Only ever on a database without users; pictures are drawn and stored before the one transaction.
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { MediaService, StoredImage } from '../../media/media.js';
import type { Executor } from '../client.js';
import * as t from '../schema/index.js';
import { seedCategories } from './categories.js';
import { buildDemoRows } from './demo-build.js';
import { DEMO_PASSWORD, DEMO_PIN } from './demo-data.js';
import { demoPictures } from './demo-pictures.js';
import type { DemoRows } from './demo-tools.js';
import { demoLedger } from './demo-wallet.js';
import { mapLimit, renderPicture } from './images.js';

/** Held for the seeding transaction: a second process starting at the same time waits, then sees the users. */
const SEED_LOCK = 7_261_001;

export interface DemoSummary {
  shops: number;
  products: number;
  publications: number;
  users: number;
  images: number;
  ms: number;
}

async function hasUsers(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: t.users.id }).from(t.users).limit(1);
  return row !== undefined;
}

async function storePictures(media: MediaService): Promise<Map<string, StoredImage>> {
  const stored = await mapLimit(demoPictures(), 4, async ({ ref, spec }) => {
    const image = await media.saveImage(await renderPicture(spec));
    return [ref, image] as const;
  });
  return new Map(stored);
}

async function insertRows(tx: Executor, rows: DemoRows): Promise<void> {
  await tx.insert(t.users).values(rows.users);
  await tx.insert(t.shops).values(rows.shops);
  await tx.insert(t.products).values(rows.products);
  await tx.insert(t.productImages).values(rows.productImages);
  await tx.insert(t.publications).values(rows.publications);
  await tx.insert(t.publicationImages).values(rows.publicationImages);
  await tx.insert(t.follows).values(rows.follows);
  await tx.insert(t.ratings).values(rows.ratings);
  await tx.insert(t.publicationLikes).values(rows.publicationLikes);
  // Comments before the replies that point at them.
  await tx.insert(t.comments).values(rows.comments.filter((c) => !c.parentId));
  await tx.insert(t.comments).values(rows.comments.filter((c) => c.parentId));
  if (rows.commentReactions.length) await tx.insert(t.commentReactions).values(rows.commentReactions);
  await tx.insert(t.orders).values(rows.orders);
  await tx.insert(t.conversations).values(rows.conversations);
  await tx.insert(t.messages).values(rows.messages);
  await tx.insert(t.walletOperations).values(rows.walletOperations);
  const ledger = demoLedger(rows.walletOperations);
  await tx.insert(t.ledgerMovements).values(ledger.movements);
  await tx.insert(t.ledgerEntries).values(ledger.entries);
  await tx.insert(t.notifications).values(rows.notifications);
}

/**
 * Loads the demo content when the database has no user at all, and does nothing otherwise.
 * Returns what was loaded, or null when skipped.
 */
export async function seedDemo(
  ctx: AppContext,
  log?: { info(message: string): void },
): Promise<DemoSummary | null> {
  if (await hasUsers(ctx.db)) return null;
  const started = performance.now();
  const [images, passwordHash, pinHash] = await Promise.all([
    storePictures(ctx.media),
    hash(DEMO_PASSWORD),
    hash(DEMO_PIN),
  ]);
  const rows = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK))})`);
    if (await hasUsers(tx)) return null;
    await seedCategories(tx);
    const categories = await tx.select().from(t.categories);
    const built = buildDemoRows({
      now: new Date(),
      categoryIds: new Map(categories.map((c) => [c.categoryName, c.id])),
      passwordHash,
      pinHash,
      images,
    });
    await insertRows(tx, built);
    return built;
  });
  if (!rows) return null;
  const summary: DemoSummary = {
    shops: rows.shops.length,
    products: rows.products.length,
    publications: rows.publications.length,
    users: rows.users.length,
    images: images.size,
    ms: Math.round(performance.now() - started),
  };
  log?.info(
    `Données de démonstration chargées (${summary.shops} boutiques, ${summary.products} produits, ` +
      `${summary.publications} publications, ${summary.users} comptes, ${summary.images} images) ` +
      `en ${(summary.ms / 1000).toFixed(1)} s. Comptes de démo : vendeurdemo / clientdemo, mot de passe ${DEMO_PASSWORD}.`,
  );
  return summary;
}
