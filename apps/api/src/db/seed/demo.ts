// Demo data for a newcomer's first start: Malian shops, products, posts and two demo accounts.
// Only ever on a database without users. The rows go in one transaction before the server listens; the
// pictures (drawn, then encoded to WebP at every width: most of the seeding's time) are named up front by
// the hash of their drawing and stored once the server is ready, while it already answers (startDemoSeed).
import { hash } from '@node-rs/argon2';
import { MEDIA } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { MediaService, StoredImage } from '../../media/media.js';
import { ogName, variantName } from '../../media/names.js';
import { mediaKey } from '../../media/process.js';
import type { Executor } from '../client.js';
import * as t from '../schema/index.js';
import { seedCategories } from './categories.js';
import { buildDemoRows } from './demo-build.js';
import { DEMO_PASSWORD, DEMO_PIN, DEMO_SELLER } from './demo-data.js';
import { demoPictures } from './demo-pictures.js';
import type { DemoRows } from './demo-tools.js';
import { demoLedger } from './demo-wallet.js';
import { mapLimit, type PictureSpec, pictureSvg, renderPicture } from './images.js';

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

interface NamedPicture {
  ref: string;
  spec: PictureSpec;
  image: StoredImage;
}

/**
 * Every demo picture with the key and size it will be stored under, without drawing it: the key hashes
 * its SVG, and no demo picture is wider than the largest variant, so it keeps its drawn size.
 */
function namedPictures(): NamedPicture[] {
  const largest = Math.max(...MEDIA.widths);
  return demoPictures().map(({ ref, spec }) => {
    if (spec.width > largest) throw new Error(`demo picture ${ref} is wider than ${largest} px`);
    const key = mediaKey(Buffer.from(pictureSvg(spec)));
    return { ref, spec, image: { key, width: spec.width, height: spec.height } };
  });
}

/**
 * Promises every picture to the media service, so the media route stores one at once when it is asked for
 * before its turn; returns what draws and stores them all, skipping those already stored (a start-up
 * stopped while storing them left some out).
 */
function promisePictures(media: MediaService, pictures: NamedPicture[]): DemoSeeding['storePictures'] {
  // Two references may draw the same picture: one key, stored once.
  const unique = [...new Map(pictures.map((p) => [p.image.key, p])).values()];
  const stores = unique.map(({ spec, image }) =>
    media.promise(image.key, async () => {
      if (await isStored(media, image.key)) return;
      const stored = await media.saveImage(await renderPicture(spec), image.key);
      if (stored.width !== image.width || stored.height !== image.height)
        throw new Error(`demo picture ${image.key} stored at ${stored.width}×${stored.height}`);
    }),
  );
  return async (stop) => {
    await mapLimit(stores, 2, async (store) => {
      if (!stop?.aborted) await store();
    });
  };
}

/** Every file of the picture is there (its files are written side by side: a stop can leave some out). */
async function isStored(media: MediaService, key: string): Promise<boolean> {
  const names = [...MEDIA.widths.map((width) => variantName(key, width)), ogName(key)];
  const found = await Promise.all(names.map((name) => media.storage.get(name)));
  for (const object of found) object?.body.destroy();
  return found.every((object) => object !== null);
}

async function hasDemoSeller(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(t.users.username, DEMO_SELLER.username))
    .limit(1);
  return row !== undefined;
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
  await tx.insert(t.disputes).values(rows.disputes);
  await tx.insert(t.disputeMessages).values(rows.disputeMessages);
  await tx.insert(t.reports).values(rows.reports);
}

interface Log {
  info(message: string): void;
}

export interface DemoSeeding {
  /** What was loaded, or null when the database already had users. */
  summary: DemoSummary | null;
  /**
   * Draws and stores the demo pictures still missing; settles once they are all stored (at once when there
   * is nothing to store). The server starts it once ready: encoding them would otherwise take the cores
   * from its own start-up. Until then, the media route stores the ones it is asked for. `stop` (the
   * server closing) leaves the rest for the next start.
   */
  storePictures(stop?: AbortSignal): Promise<void>;
}

const nothingToStore = async () => {};

/**
 * Loads the demo rows when the database has no user at all (accounts included: they can log in as soon as
 * this resolves) and promises their pictures. On a database the demo filled before, only the pictures
 * still missing are stored; on any other database, nothing is done.
 */
export async function startDemoSeed(ctx: AppContext, log?: Log): Promise<DemoSeeding> {
  const pictures = namedPictures();
  if (await hasUsers(ctx.db)) {
    const resume = (await hasDemoSeller(ctx.db)) ? promisePictures(ctx.media, pictures) : nothingToStore;
    return { summary: null, storePictures: resume };
  }
  const summary = await insertDemo(ctx, pictures, log);
  if (!summary) return { summary, storePictures: nothingToStore };
  const store = promisePictures(ctx.media, pictures);
  return {
    summary,
    async storePictures(stop) {
      const started = performance.now();
      await store(stop);
      if (stop?.aborted) return;
      log?.info(`Images de démonstration prêtes en ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    },
  };
}

/** startDemoSeed, resolving once the pictures are stored too (tests, scripts). */
export async function seedDemo(ctx: AppContext, log?: Log): Promise<DemoSummary | null> {
  const seeding = await startDemoSeed(ctx, log);
  await seeding.storePictures();
  return seeding.summary;
}

async function insertDemo(ctx: AppContext, pictures: NamedPicture[], log?: Log): Promise<DemoSummary | null> {
  const started = performance.now();
  const images = new Map(pictures.map(({ ref, image }) => [ref, image]));
  const [passwordHash, pinHash] = await Promise.all([hash(DEMO_PASSWORD), hash(DEMO_PIN)]);
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
