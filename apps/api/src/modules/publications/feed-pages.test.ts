// The feed's kept pages (feed-pages.ts): what a guest or a connected viewer sees right after a change, per-user
// fields that never travel from one viewer to another, the session read with them, and the spliced JSON.
import { MSG, type Publication, type PublicationPage } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  buildFollow,
  buildLikes,
  buildPublications,
  buildUser,
  expireSessions,
  feedCast,
  getPublicationPage,
  getPublications,
  postFreePost,
} from '../../../test/factories/index.js';
import { cacheEventsSettled, setupTestApp, spySql, usesPostgres } from '../../../test/helper.js';
import type { App } from '../../app.js';
import { type CacheEvent, onCacheEvent } from '../../lib/cache-events.js';
import { PRIVATE_CACHE, PUBLIC_CACHE } from '../../plugins/delivery.js';
import { FRESH_MS, STALE_MS, spliceOf, viewerPageJson } from './feed-pages.js';
import { MAX_SET, VIEWER_MEMO_MS } from './feed-viewers.js';
import { feedPage } from './publications.service.js';

const { app, database, clock } = await setupTestApp({ clock: 'frozen' });
const { seller, otherSeller, awa, kadi } = await feedCast(app);
await buildPublications(app, seller, 3, new Date(Date.now() - 60_000));
await buildPublications(app, otherSeller, 3, new Date(Date.now() - 30_000));

const feed = async (cookie?: string, on: App = app) =>
  (await getPublicationPage(on, '/api/Publication', cookie)).items;
const byId = (items: Publication[], id: string) => items.find((p) => p.id === id);
const post = (url: string, cookie: string, on: App = app) =>
  on.inject({ method: 'POST', url, headers: { cookie } });
const like = (cookie: string, id: string, on: App = app) =>
  post(`/api/Interraction/like/pub/${id}`, cookie, on);
const follow = (cookie: string, shopId: string, on: App = app) =>
  post(`/api/Interraction/${shopId}/follow`, cookie, on);
const unfollow = (cookie: string, shopId: string, on: App = app) =>
  post(`/api/Interraction/${shopId}/unfollow`, cookie, on);

describe('the kept feed page', () => {
  it('shows a new publication on page 1 at once, and drops a deleted one at once', async () => {
    const before = await feed();
    await feed(awa.cookie);
    const created = await postFreePost(app, seller.cookie, 'Arrivage du jour');
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
    // The page kept from here on is the guest's baseline: earlier writes' notifications are all in.
    await cacheEventsSettled(app);
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

  it('follows each like, unlike, follow and unfollow of the viewer in the very next page', async () => {
    const items = await feed(kadi.cookie);
    const target = items.find((p) => p.publicationShop.id === otherSeller.shop.id && !p.isLiked)!;
    const shopOf = (page: Publication[], shopId: string) =>
      page.filter((p) => p.publicationShop.id === shopId);

    expect((await like(kadi.cookie, target.id)).json()).toMatchObject({ isLiked: true });
    expect(byId(await feed(kadi.cookie), target.id)).toMatchObject({
      isLiked: true,
      likes: target.likes + 1,
    });
    // The like's counters come back once more through LISTEN: in before the unlike, they cannot overtake it.
    await cacheEventsSettled(app);
    expect((await like(kadi.cookie, target.id)).json()).toMatchObject({ isLiked: false });
    expect(byId(await feed(kadi.cookie), target.id)).toMatchObject({ isLiked: false, likes: target.likes });

    await cacheEventsSettled(app);
    expect((await follow(kadi.cookie, otherSeller.shop.id)).statusCode).toBe(200);
    const following = await feed(kadi.cookie);
    expect(shopOf(following, otherSeller.shop.id).every((p) => p.publicationShop.isFollowed)).toBe(true);
    expect(shopOf(following, seller.shop.id).some((p) => p.publicationShop.isFollowed)).toBe(false);
    expect((await unfollow(kadi.cookie, otherSeller.shop.id)).statusCode).toBe(200);
    expect((await feed(kadi.cookie)).some((p) => p.publicationShop.isFollowed)).toBe(false);
  });

  it('never gives one viewer’s likes or follows to another viewer or to a guest', async () => {
    const items = await feed(awa.cookie);
    const mine = items.find((p) => p.publicationShop.id === seller.shop.id && !p.isLiked)!;
    const hers = items.find((p) => p.publicationShop.id === otherSeller.shop.id && !p.isLiked)!;
    await follow(kadi.cookie, seller.shop.id);
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
    await unfollow(kadi.cookie, seller.shop.id);
  });

  it('keeps a connected answer private and a guest’s public, both varying on the cookie', async () => {
    const guest = await getPublications(app, '/api/Publication');
    expect(guest.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(guest.headers.vary).toContain('Cookie');
    const connected = await getPublications(app, '/api/Publication', awa.cookie);
    expect(connected.headers['cache-control']).toBe(PRIVATE_CACHE);
    expect(connected.headers.vary).toContain('Cookie');
    expect(connected.headers.vary).toContain('Accept-Encoding');
  });

  it('answers 304 to its own ETag, for a guest and for a connected viewer, in every encoding', async () => {
    for (const cookie of [undefined, awa.cookie]) {
      const first = await getPublications(app, '/api/Publication', cookie, { 'accept-encoding': 'br' });
      expect(first.headers['content-encoding']).toBe('br');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      for (const encoding of ['br', 'gzip', 'identity']) {
        const again = await getPublications(app, '/api/Publication', cookie, {
          'accept-encoding': encoding,
          'if-none-match': etag,
        });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
      const plain = await getPublications(app, '/api/Publication', cookie);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.etag).toBe(etag);
    }
    const guest = await getPublications(app, '/api/Publication');
    const connected = await getPublications(app, '/api/Publication', awa.cookie);
    expect(connected.headers.etag).not.toBe(guest.headers.etag);
  });

  it('gives a connected viewer a new ETag after their own like, never a 304 to the old one', async () => {
    const before = await getPublications(app, '/api/Publication', kadi.cookie);
    const etag = String(before.headers.etag);
    const [first] = (before.json() as PublicationPage).items;
    await like(kadi.cookie, first!.id);
    const after = await getPublications(app, '/api/Publication', kadi.cookie, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(byId((after.json() as PublicationPage).items, first!.id)?.isLiked).toBe(true);
    await like(kadi.cookie, first!.id);
  });

  it('treats a logged-out session as a guest at once, and refuses it elsewhere (401)', async () => {
    const anna = await buildUser(app, { role: 'Client' });
    const [target] = await feed();
    await like(anna.cookie, target!.id);
    expect(byId(await feed(anna.cookie), target!.id)?.isLiked).toBe(true);

    const logout = await post('/api/OAuth/logout', anna.cookie);
    expect(logout.statusCode).toBe(200);
    // Both pages below must be the one kept guest page.
    await cacheEventsSettled(app);
    const after = await getPublications(app, '/api/Publication', anna.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(after.body).toBe((await getPublications(app, '/api/Publication')).body);
    const me = await getPublications(app, '/api/Shop/me/Publications', anna.cookie);
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe(MSG.unauthenticated);

    // A session ended by SQL, around the API (no announcement): trusted from memory VIEWER_MEMO_MS at most.
    const bob = await buildUser(app, { role: 'Client' });
    await like(bob.cookie, target!.id);
    expect(byId(await feed(bob.cookie), target!.id)?.isLiked).toBe(true);
    await expireSessions(app, bob.userId);
    expect((await getPublications(app, '/api/Shop/me/Publications', bob.cookie)).statusCode).toBe(401);
    clock.advanceHours(VIEWER_MEMO_MS / 3_600_000);
    expect(byId(await feed(bob.cookie), target!.id)?.isLiked).toBe(false);
    expect((await getPublications(app, '/api/Publication', bob.cookie)).headers['cache-control']).toBe(
      PUBLIC_CACHE,
    );
  });

  it('shows a like or a follow written around the API (SQL) within VIEWER_MEMO_MS', async () => {
    const omar = await buildUser(app, { role: 'Client' });
    const [target] = await feed(omar.cookie);
    expect(target).toMatchObject({ isLiked: false, publicationShop: { isFollowed: false } });
    await buildLikes(app, omar.userId, [target!.id]);
    await buildFollow(app, omar.userId, target!.publicationShop.id);
    // Nothing announced it: the kept viewer stands until it is VIEWER_MEMO_MS old.
    clock.advanceHours((VIEWER_MEMO_MS - 1) / 3_600_000);
    expect(byId(await feed(omar.cookie), target!.id)).toMatchObject({ isLiked: false });
    clock.advanceHours(1 / 3_600_000);
    expect(byId(await feed(omar.cookie), target!.id)).toMatchObject({
      isLiked: true,
      publicationShop: { isFollowed: true },
    });
  });

  it('splices a viewer’s fields into exactly the JSON the page object would give', async () => {
    const kept = await feedPage(app.ctx, { limit: 50 });
    const page = kept.value.page;
    expect(page.items.length).toBeGreaterThan(3);
    // The guest's own values give back the guest's bytes…
    const asGuest = page.items.map((p) => `ff.${p.likes}.${p.shares}.${p.totalComments}`);
    expect(viewerPageJson(page, spliceOf(kept), asGuest)).toBe(kept.body.json.toString());
    // …and other values, the page object with them; a publication gone since is left out.
    const overlay = page.items.map((_item, i) =>
      i === 1 ? '-' : `${i % 2 ? 't' : 'f'}t.${i}.${i + 1}.${i + 2}`,
    );
    const expected = {
      items: page.items.flatMap((p, i) =>
        i === 1
          ? []
          : [
              {
                ...p,
                publicationShop: { ...p.publicationShop, isFollowed: true },
                likes: i,
                shares: i + 1,
                totalComments: i + 2,
                isLiked: i % 2 === 1,
              },
            ],
      ),
      nextCursor: page.nextCursor,
    };
    expect(viewerPageJson(page, spliceOf(kept), overlay)).toBe(JSON.stringify(expected));
  });

  it('cuts a page at the viewer fields only, whatever the texts hold', async () => {
    const real = await feedPage(app.ctx, { limit: 50 });
    const item = real.value.page.items[0]!;
    // What JSON escapes cannot look like a mark: a caption or a name spelling one out.
    const tricky = {
      ...item,
      publicationCaption: '\\u0000f "\\u0000l" \\u0000',
      publicationShop: { ...item.publicationShop, shopName: '"\\u0000i"' },
    };
    const page = { items: [tricky], nextCursor: 'abc' };
    const kept = { ...real, value: { page } };
    expect(viewerPageJson(page, spliceOf(kept), ['tt.1.2.3'])).toBe(
      JSON.stringify({
        items: [
          {
            ...tricky,
            publicationShop: { ...tricky.publicationShop, isFollowed: true },
            likes: 1,
            shares: 2,
            totalComments: 3,
            isLiked: true,
          },
        ],
        nextCursor: 'abc',
      }),
    );
  });

  it('answers a known viewer without any SQL', async () => {
    await cacheEventsSettled(app);
    await feed(awa.cookie);
    const sql = spySql(database);
    try {
      for (let i = 0; i < 3; i++) await feed(awa.cookie);
    } finally {
      sql.restore();
    }
    expect(sql.count).toBe(0);
  });

  it('keeps a viewer read while another viewer likes: no SQL for their next page', async () => {
    const [liker, reader] = [
      await buildUser(app, { role: 'Client' }),
      await buildUser(app, { role: 'Client' }),
    ];
    const target = (await feed())[0]!.id;
    await cacheEventsSettled(app);
    let liked = false;
    // The reader's session and likes are being read (publications.repository.ts › FEED_VIEWER): the liker
    // likes meanwhile.
    const sql = spySql(database, (text) => {
      if (liked || !text.includes('AS expires_at')) return undefined;
      liked = true;
      return like(liker.cookie, target).then(() => undefined);
    });
    try {
      await feed(reader.cookie);
      expect(liked).toBe(true);
      sql.reset();
      expect(byId(await feed(reader.cookie), target)).toMatchObject({ isLiked: false });
    } finally {
      sql.restore();
    }
    expect(sql.count).toBe(0);
  });

  it('sends viewers with nothing liked or followed the guest’s very bytes, under one ETag of their own', async () => {
    const [sali, moussa] = [
      await buildUser(app, { role: 'Client' }),
      await buildUser(app, { role: 'Client' }),
    ];
    clock.advanceHours((FRESH_MS + STALE_MS) / 3_600_000);
    const guest = await getPublications(app, '/api/Publication');
    const first = await getPublications(app, '/api/Publication', sali.cookie);
    const second = await getPublications(app, '/api/Publication', moussa.cookie);
    expect(first.body).toBe(guest.body);
    expect(first.headers.etag).not.toBe(guest.headers.etag);
    // Same page, same overlay: the same body, kept once for both.
    expect(second.headers.etag).toBe(first.headers.etag);
  });
});

describe('a viewer with more likes than are kept in memory', () => {
  it('reads their overlay with each page, still exactly', async () => {
    const fan = await buildUser(app, { role: 'Client' });
    // Older than every other publication: page 1 is unchanged, the fan likes its first items and these.
    const old = await buildPublications(app, otherSeller, MAX_SET, new Date(Date.now() - 86_400_000));
    const [first, second] = await feed();
    const liked = [...old, first!.id];
    await buildLikes(app, fan.userId, liked);
    for (const round of [1, 2]) {
      const page = await feed(fan.cookie);
      expect(byId(page, first!.id), `round ${round}`).toMatchObject({ isLiked: true });
      expect(byId(page, second!.id), `round ${round}`).toMatchObject({ isLiked: false });
    }
    // Their like through the API shows at once, as for anyone.
    await like(fan.cookie, second!.id);
    expect(byId(await feed(fan.cookie), second!.id)).toMatchObject({
      isLiked: true,
      likes: second!.likes + 1,
    });
  });
});

describe.runIf(usesPostgres())('several API processes on one database', () => {
  it('applies another process’s new or deleted publication, like, follow, comment and logout as they commit', async () => {
    // A second app with its own pool on the same database stands for another process: its own kept pages
    // and viewers, told of changes only by the database notification.
    const other = await setupTestApp({ sharing: { app, as: 'process' } });
    const second = other.app;
    /** Resolves when the second process has applied an event of this kind (its own handlers run first). */
    const applied = (kind: CacheEvent['kind']) =>
      new Promise<void>((resolve) => {
        onCacheEvent(second.ctx.db, (event) => {
          if (event.kind === kind) resolve();
        });
      });
    try {
      const leaving = await buildUser(app, { role: 'Client' });
      // The second process keeps the page and these viewers.
      const oldFirst = (await feed(undefined, second))[0]?.id;
      for (const account of [awa, kadi, leaving]) await feed(account.cookie, second);

      let event = applied('clear');
      const created = await postFreePost(app, seller.cookie, 'Vu ailleurs');
      const id = (created.json() as { publication: Publication }).publication.id;
      await event;
      expect((await feed(undefined, second))[0]?.id).toBe(id);
      for (const account of [awa, kadi, leaving]) await feed(account.cookie, second);

      event = applied('counts');
      expect((await like(awa.cookie, id)).json()).toMatchObject({ isLiked: true, likes: 1 });
      await event;
      expect(byId(await feed(awa.cookie, second), id)).toMatchObject({ isLiked: true, likes: 1 });
      expect(byId(await feed(kadi.cookie, second), id)).toMatchObject({ isLiked: false, likes: 1 });

      event = applied('viewer');
      await follow(awa.cookie, seller.shop.id);
      await event;
      expect(byId(await feed(awa.cookie, second), id)?.publicationShop.isFollowed).toBe(true);
      event = applied('viewer');
      await unfollow(awa.cookie, seller.shop.id, second);
      expect(byId(await feed(awa.cookie, second), id)?.publicationShop.isFollowed).toBe(false);
      await event;

      event = applied('counts');
      const comment = await app.inject({
        method: 'POST',
        url: '/api/Comment/create',
        payload: { content: 'Joli', publicationId: id },
        headers: { cookie: kadi.cookie },
      });
      expect(comment.statusCode).toBe(201);
      await event;
      expect(byId(await feed(awa.cookie, second), id)).toMatchObject({ totalComments: 1 });

      event = applied('session');
      expect((await post('/api/OAuth/logout', leaving.cookie)).statusCode).toBe(200);
      await event;
      const afterLogout = await getPublications(second, '/api/Publication', leaving.cookie);
      expect(afterLogout.headers['cache-control']).toBe(PUBLIC_CACHE);

      event = applied('clear');
      await app.inject({
        method: 'DELETE',
        url: `/api/Publication/supprimer/${id}`,
        headers: { cookie: seller.cookie },
      });
      await event;
      expect((await feed(undefined, second))[0]?.id).toBe(oldFirst);
    } finally {
      await other.close();
    }
  });
});
