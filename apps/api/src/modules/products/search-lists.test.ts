// The search lists every API process keeps a few seconds (the catalogue and guests' shop search,
// lib/response-cache.ts): a write that changes what they show announces their clear in its transaction, so
// every process on the database drops its copy once it commits, not only the one that wrote.
import type { Product } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildOrder,
  buildSeller,
  buildUser,
  createProduct,
  grantPin,
  injectMultipart,
  orderAction,
  testJpeg,
} from '../../../test/factories/index.js';
import {
  cacheEventsSettled,
  clearedBy,
  listenAsAnotherProcess,
  setupTestApp,
  usesPostgres,
} from '../../../test/helper.js';
import { products } from '../../db/schema/index.js';
import { applyCacheEvents, onCacheEvent } from '../../lib/cache-events.js';
import { SEARCH_CACHES } from '../../lib/response-cache.js';

// Kept answers never expire here (the clock stands still): what drops them is an event.
const { app, database } = await setupTestApp({ clock: 'frozen' });
const { db } = database;

// What every process receives of the writes below, in commit order.
const { announcedBy } = await listenAsAnotherProcess(app);
const BOTH = [SEARCH_CACHES.products, SEARCH_CACHES.shops];

const ok = (res: { statusCode: number; body: string }, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res;
};
const putStock = (cookie: string, productId: string, productStock: number) =>
  app.inject({
    method: 'PUT',
    url: `/api/Product/modifier/stock/${productId}`,
    headers: { cookie },
    payload: { productStock },
  });
const stocks = async (keyword: string) =>
  (
    (await app.inject({ method: 'GET', url: `/api/Product?keyword=${keyword}` })).json().items as Product[]
  ).map((item) => item.productStock);

const seller = await buildSeller(app, { shopName: 'Karité de Ségou' });
const butter = await createProduct(app, seller.cookie, {
  productName: 'Beurre de karité',
  productStock: '5',
});

describe('the writes that change the search lists', () => {
  it('announce their clear to every process: products created, restocked, published, deleted', async () => {
    let product: Product | undefined;
    const created = await announcedBy(async () => {
      product = await createProduct(app, seller.cookie, { productName: 'Savon de karité' });
    });
    expect(clearedBy(created)).toEqual(expect.arrayContaining(BOTH));
    expect(
      clearedBy(await announcedBy(async () => ok(await putStock(seller.cookie, product!.id, 3)))),
    ).toContain(SEARCH_CACHES.products);
    const published = await announcedBy(async () =>
      ok(
        await app.inject({
          method: 'POST',
          url: `/api/Publication/creation/${product!.id}`,
          headers: { cookie: seller.cookie },
        }),
        201,
      ),
    );
    expect(clearedBy(published)).toEqual(expect.arrayContaining(BOTH));
    const deleted = await announcedBy(async () =>
      ok(
        await app.inject({
          method: 'DELETE',
          url: `/api/Product/supprimer/${product!.id}`,
          headers: { cookie: seller.cookie },
        }),
      ),
    );
    expect(clearedBy(deleted)).toEqual(expect.arrayContaining(BOTH));
  });

  it('announce their clear to every process: shops created, their logo, their owner, their ratings', async () => {
    let owner = seller;
    expect(clearedBy(await announcedBy(async () => (owner = await buildSeller(app))))).toContain(
      SEARCH_CACHES.shops,
    );
    const logo = await announcedBy(async () =>
      ok(
        await injectMultipart(app, {
          method: 'PUT',
          url: '/api/Shop/modifier/logo/me',
          files: [{ field: 'file', data: await testJpeg() }],
          cookie: owner.cookie,
        }),
      ),
    );
    expect(clearedBy(logo)).toEqual(expect.arrayContaining(BOTH));
    await grantPin(app, owner.cookie);
    const profile = await announcedBy(async () =>
      ok(
        await app.inject({
          method: 'PUT',
          url: '/api/User/modifier/me',
          headers: { cookie: owner.cookie },
          payload: { area: 'Hippodrome' },
        }),
      ),
    );
    expect(clearedBy(profile)).toContain(SEARCH_CACHES.shops);

    const customer = await buildUser(app, { phone: '76123456' });
    const order = await buildOrder(app, customer.cookie, butter.id);
    ok(await orderAction(app, seller.cookie, order.id, 'accept'));
    const rated = await announcedBy(async () =>
      ok(
        await app.inject({
          method: 'POST',
          url: `/api/Interraction/${seller.shop.id}/rate`,
          headers: { cookie: customer.cookie },
          payload: { rateNote: 4 },
        }),
      ),
    );
    expect(clearedBy(rated)).toEqual(expect.arrayContaining(BOTH));
  });

  it('drop the list of a process that receives them, as its listener applies them', async () => {
    const events = await announcedBy(async () => ok(await putStock(seller.cookie, butter.id, 40)));
    // This process applied them before answering, and applies them again as its own notification comes
    // back (lib/cache-events.ts): once that is done, only another process's events drop its list.
    await cacheEventsSettled(app);
    expect(await stocks('beurre')).toEqual([40]);
    // Another process's change, unknown to this one: its list stays as it was...
    await db.update(products).set({ productStock: 41 }).where(eq(products.id, butter.id));
    expect(await stocks('beurre')).toEqual([40]);
    // ...until that process's events arrive.
    applyCacheEvents(db, events);
    expect(await stocks('beurre')).toEqual([41]);
  });
});

describe.runIf(usesPostgres())('several API processes on one database', () => {
  it('shows a product written by another process as soon as its event arrives', async () => {
    // A second app with its own pool on the same database stands for another process (feed-pages.test.ts).
    const other = await setupTestApp({ sharing: { app, as: 'process' } });
    const second = other.app;
    const applied = () =>
      new Promise<void>((resolve) => {
        onCacheEvent(second.ctx.db, (event) => {
          if (event.kind === 'clear' && event.name === SEARCH_CACHES.products) resolve();
        });
      });
    const secondStocks = async () =>
      (
        (await second.inject({ method: 'GET', url: '/api/Product?keyword=beurre' })).json().items as Product[]
      ).map((item) => item.productStock);
    try {
      const before = await secondStocks();
      const event = applied();
      ok(await putStock(seller.cookie, butter.id, before[0]! + 1));
      await event;
      expect(await secondStocks()).toEqual([before[0]! + 1]);
    } finally {
      await other.close();
    }
  });
});
