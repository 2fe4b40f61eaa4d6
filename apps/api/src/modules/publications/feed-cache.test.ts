// The feed's kept pages (feed-cache.ts): what a guest or a connected viewer sees right after a change, and
// per-user fields that never travel from one viewer to another.
import { type Publication, PublicationPage } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  createSeller,
  insertPublications,
  photos,
  postPublication,
  signUp,
} from '../../../test/factories/index.js';
import { controlClock } from '../../../test/factories/orders.js';
import { setupTestApp, usesPostgres } from '../../../test/helper.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { FRESH_MS, feedCache, STALE_MS } from './feed-cache.js';

const { app, database } = await setupTestApp();
const clock = controlClock(app);
const seller = await createSeller(app, { shopName: 'Bazin de Bamako' });
const otherSeller = await createSeller(app, { shopName: 'Mangues de Sikasso' });
const awa = await signUp(app, { role: 'Client' });
const kadi = await signUp(app, { role: 'Client' });
await insertPublications(database.db, seller.shop.id, 3, new Date(Date.now() - 60_000));
await insertPublications(database.db, otherSeller.shop.id, 3, new Date(Date.now() - 30_000));

const feed = async (cookie?: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({
    url: '/api/Publication',
    headers: { ...headers, ...(cookie && { cookie }) },
  });
  expect(res.statusCode).toBe(200);
  const body = res.json() as PublicationPage;
  // Exactly the contract's shape: nothing more than the schema keeps, nothing less than it asks.
  expect(body).toEqual(PublicationPage.parse(body));
  return body.items;
};
const byId = (items: Publication[], id: string) => items.find((p) => p.id === id);
const like = (cookie: string, id: string) =>
  app.inject({ method: 'POST', url: `/api/Interraction/like/pub/${id}`, headers: { cookie } });

describe('the kept feed page', () => {
  it('shows a new publication on page 1 at once, and drops a deleted one at once', async () => {
    const before = await feed();
    await feed(awa.cookie);
    const created = await postPublication(
      app,
      seller.cookie,
      { publicationCaption: 'Arrivage du jour' },
      await photos(1),
    );
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { publication: Publication }).publication.id;

    for (const cookie of [undefined, awa.cookie]) {
      const items = await feed(cookie);
      expect(items[0]).toMatchObject({ id, publicationCaption: 'Arrivage du jour' });
      expect(items).toHaveLength(before.length + 1);
    }

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/Publication/supprimer/${id}`,
      headers: { cookie: seller.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    for (const cookie of [undefined, awa.cookie]) {
      expect(byId(await feed(cookie), id)).toBeUndefined();
    }
  });

  it('shows a like in the liker’s page at once; a guest sees the count within a few seconds', async () => {
    const [target] = await feed();
    expect(target).toBeDefined();
    const id = target!.id;
    const likes = target!.likes;
    expect((await like(awa.cookie, id)).statusCode).toBe(200);

    expect(byId(await feed(awa.cookie), id)).toMatchObject({ isLiked: true, likes: likes + 1 });
    expect(byId(await feed(kadi.cookie), id)).toMatchObject({ isLiked: false, likes: likes + 1 });
    // A guest's page is the kept one until it is FRESH_MS old (then served while one request reloads it,
    // STALE_MS at most).
    expect(byId(await feed(), id)?.likes).toBe(likes);
    clock.advanceHours((FRESH_MS + STALE_MS) / 3_600_000);
    expect(byId(await feed(), id)).toMatchObject({ isLiked: false, likes: likes + 1 });
  });

  it('never gives one viewer’s likes or follows to another viewer or to a guest', async () => {
    const items = await feed(awa.cookie);
    const mine = items.find((p) => p.publicationShop.id === seller.shop.id && !p.isLiked)!;
    const hers = items.find((p) => p.publicationShop.id === otherSeller.shop.id && !p.isLiked)!;
    await app.inject({
      method: 'POST',
      url: `/api/Interraction/${seller.shop.id}/follow`,
      headers: { cookie: kadi.cookie },
    });
    expect((await like(kadi.cookie, mine.id)).json()).toMatchObject({ isLiked: true });
    expect((await like(awa.cookie, hers.id)).json()).toMatchObject({ isLiked: true });
    const awaLiked = new Set([...items.filter((p) => p.isLiked).map((p) => p.id), hers.id]);

    // Interleaved, twice: a kept page or body of one viewer must not answer the next.
    for (let round = 0; round < 2; round++) {
      for (const p of await feed(kadi.cookie)) {
        expect(p.publicationShop.isFollowed).toBe(p.publicationShop.id === seller.shop.id);
        expect(p.isLiked).toBe(p.id === mine.id);
      }
      for (const p of await feed(awa.cookie)) {
        expect(p.publicationShop.isFollowed).toBe(false);
        expect(p.isLiked).toBe(awaLiked.has(p.id));
      }
      for (const p of await feed()) {
        expect(p.isLiked || p.publicationShop.isFollowed).toBe(false);
      }
    }
  });

  it('answers 304 to its own ETag, for a guest and for a connected viewer, in every encoding', async () => {
    for (const cookie of [undefined, awa.cookie]) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const first = await app.inject({
        url: '/api/Publication',
        headers: { ...headers, 'accept-encoding': 'br' },
      });
      expect(first.headers['content-encoding']).toBe('br');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      for (const encoding of ['br', 'gzip', 'identity']) {
        const again = await app.inject({
          url: '/api/Publication',
          headers: { ...headers, 'accept-encoding': encoding, 'if-none-match': etag },
        });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
      const plain = await app.inject({ url: '/api/Publication', headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.etag).toBe(etag);
    }
    const guest = await app.inject({ url: '/api/Publication' });
    const connected = await app.inject({ url: '/api/Publication', headers: { cookie: awa.cookie } });
    expect(connected.headers.etag).not.toBe(guest.headers.etag);
  });
});

describe.runIf(usesPostgres())('several API processes on one database', () => {
  it('drops another process’s kept page when a publication is created or deleted', async () => {
    // A second Drizzle instance on the same database stands for another process: its own kept pages,
    // told of changes only by the database notification.
    const pool = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client;
    const url = pool.options.connectionString;
    const other = await openDatabase({ url });
    const second = await buildApp(app.ctx.config, { database: other });
    // Resolves when the second process drops its pages (on the notification, nothing else calls it).
    const cache = feedCache(other.db);
    const dropped = () =>
      new Promise<void>((resolve) => {
        const drop = cache.drop.bind(cache);
        cache.drop = () => {
          drop();
          cache.drop = drop;
          resolve();
        };
      });
    try {
      const page = async () => (await second.inject({ url: '/api/Publication' })).json() as PublicationPage;
      const oldFirst = (await page()).items[0]?.id;
      let drop = dropped();
      const created = await postPublication(
        app,
        seller.cookie,
        { publicationCaption: 'Vu ailleurs' },
        await photos(1),
      );
      const id = (created.json() as { publication: Publication }).publication.id;
      await drop;
      expect((await page()).items[0]?.id).toBe(id);

      drop = dropped();
      await app.inject({
        method: 'DELETE',
        url: `/api/Publication/supprimer/${id}`,
        headers: { cookie: seller.cookie },
      });
      await drop;
      expect((await page()).items[0]?.id).toBe(oldFirst);
    } finally {
      await second.close();
      await other.close();
    }
  });
});
