import { rm } from 'node:fs/promises';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { CATEGORY_NAMES, MEDIA, MSG } from '@sugu/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, confirmPin } from '../../../test/factories/index.js';
import { sessionCookie, setupTestApp } from '../../../test/helper.js';
import { mediaKey } from '../../media/process.js';
import * as t from '../schema/index.js';
import { demoPictures } from './demo-pictures.js';
import { pictureSvg } from './images.js';
import { seedCategories, seedDemo, startDemoSeed } from './index.js';

// Two apps: one seeded with the demo (two start-ups racing), one whose database already has an account.
const demo = await setupTestApp();
const occupied = await setupTestApp();
const db = demo.app.ctx.db;

const race = await Promise.all([seedDemo(demo.app.ctx), seedDemo(demo.app.ctx)]);
const summary = race.find((s) => s !== null)!;
console.info(`seedDemo: ${JSON.stringify(summary)}`);

const rowsOf = async <T>(query: Promise<{ rows: T[] } | T[]>) => {
  const result = await query;
  return Array.isArray(result) ? result : result.rows;
};
const mismatches = (query: ReturnType<typeof sql>) =>
  rowsOf(db.execute(query) as Promise<{ rows: unknown[] }>);
/** POST /api/Auth/login with the demo accounts' password unless told otherwise: the raw response. */
const postLogin = (identifier: string, password = 'Sugu2026', app = demo.app) =>
  app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { email: identifier, motDePasse: password },
  });

describe('seedCategories', () => {
  it('gives every started app the reference categories in order', async () => {
    const rows = await occupied.app.ctx.db.select().from(t.categories).orderBy(asc(t.categories.position));
    expect(rows.map((c) => c.categoryName)).toEqual([...CATEGORY_NAMES]);
    expect(rows.map((c) => c.categoryName)).toContain('Mode et vêtements');
    expect(rows).toHaveLength(12);
  });

  it('is idempotent: running it again keeps the same rows', async () => {
    const before = await occupied.app.ctx.db.select().from(t.categories).orderBy(asc(t.categories.position));
    await seedCategories(occupied.app.ctx.db);
    await seedCategories(occupied.app.ctx.db);
    const after = await occupied.app.ctx.db.select().from(t.categories).orderBy(asc(t.categories.position));
    expect(after).toEqual(before);
  });
});

describe('seedDemo on an empty database', () => {
  it('loads once even when two start-ups race', async () => {
    expect(race.filter((s) => s === null)).toHaveLength(1);
    expect(summary).toMatchObject({ shops: 10, users: 18 });
    expect(summary.products).toBeGreaterThanOrEqual(40);
    expect(await db.$count(t.shops)).toBe(10);
    expect(await db.$count(t.users)).toBe(18);
  });

  it('creates Malian shops with valid names, bios and products', async () => {
    const shops = await db.select().from(t.shops);
    expect(shops.map((s) => s.shopName)).toEqual(
      expect.arrayContaining(['Bazin de Bamako', 'Karité Ségou', 'Mangues de Sikasso', 'Tech Kati']),
    );
    for (const shop of shops) {
      expect(shop.shopName).toMatch(/^[\p{L}\d -]+$/u);
      expect(shop.biography.length).toBeGreaterThan(0);
      expect(shop.biography.length).toBeLessThanOrEqual(120);
      expect(shop.coverImg).toMatch(/^[0-9a-f]+$/);
      expect(shop.productCount).toBeGreaterThanOrEqual(3);
      expect(shop.productCount).toBeLessThanOrEqual(6);
    }
    const products = await db.select().from(t.products);
    for (const product of products) {
      expect(product.productName.length).toBeLessThanOrEqual(24);
      expect(product.productDescription.length).toBeLessThanOrEqual(120);
      expect(product.productPrice).toBeGreaterThan(0);
      expect(product.currency).toBe('XOF');
    }
    const owners = await db
      .select({ city: t.users.city, area: t.users.area })
      .from(t.users)
      .innerJoin(t.shops, eq(t.shops.userId, t.users.id));
    expect(owners).toContainEqual({ city: 'Bamako', area: 'Hamdallaye' });
  });

  it('stores real pictures: every product has a photo that the media route serves', async () => {
    expect(
      await mismatches(sql`SELECT id FROM products p WHERE NOT EXISTS
      (SELECT 1 FROM product_images i WHERE i.product_id = p.id)`),
    ).toEqual([]);
    expect(
      await mismatches(sql`SELECT id FROM publications p WHERE NOT EXISTS
      (SELECT 1 FROM publication_images i WHERE i.publication_id = p.id)`),
    ).toEqual([]);
    const [image] = await db.select().from(t.productImages).limit(1);
    const res = await demo.app.inject({ method: 'GET', url: `/media/${image!.mediaKey}-320.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(image!.width / image!.height).toBeCloseTo(4 / 3, 2);
  });

  it('has product publications and free posts with French captions', async () => {
    const free = await db.select().from(t.publications).where(eq(t.publications.publicationType, 'libre'));
    expect(free.length).toBeGreaterThanOrEqual(10);
    expect(
      free.every((p) => p.publicationCaption.trim().length > 0 && p.publicationCaption.length <= 300),
    ).toBe(true);
    expect(
      await mismatches(sql`SELECT id FROM products p WHERE p.is_published <>
      EXISTS (SELECT 1 FROM publications q WHERE q.product_id = p.id)`),
    ).toEqual([]);
  });

  it('keeps every counter equal to its rows', async () => {
    expect(
      await mismatches(sql`SELECT s.id FROM shops s WHERE
      s.follower_count <> (SELECT count(*) FROM follows f WHERE f.shop_id = s.id)
      OR s.rate_count <> (SELECT count(*) FROM ratings r WHERE r.shop_id = s.id)
      OR s.rate_sum <> (SELECT coalesce(sum(r.rate_note), 0) FROM ratings r WHERE r.shop_id = s.id)
      OR s.product_count <> (SELECT count(*) FROM products p WHERE p.shop_id = s.id)
      OR s.publication_count <> (SELECT count(*) FROM publications p WHERE p.shop_id = s.id)
      OR s.total_selled_products <> (SELECT coalesce(sum(o.product_number), 0) FROM orders o
        WHERE o.shop_id = s.id AND o.order_state IN ('Accepted', 'Finished'))`),
    ).toEqual([]);
    expect(
      await mismatches(sql`SELECT p.id FROM products p WHERE p.total_purchases <>
      (SELECT coalesce(sum(o.product_number), 0) FROM orders o WHERE o.product_id = p.id
        AND o.order_state IN ('Accepted', 'Finished'))`),
    ).toEqual([]);
    expect(
      await mismatches(sql`SELECT p.id FROM publications p WHERE
      p.likes <> (SELECT count(*) FROM publication_likes l WHERE l.publication_id = p.id)
      OR p.total_comments <> (SELECT count(*) FROM comments c WHERE c.publication_id = p.id)`),
    ).toEqual([]);
    expect(
      await mismatches(sql`SELECT c.id FROM comments c WHERE
      c.likes <> (SELECT count(*) FROM comment_reactions r WHERE r.comment_id = c.id AND r.value = 1)
      OR c.dislikes <> (SELECT count(*) FROM comment_reactions r WHERE r.comment_id = c.id AND r.value = -1)`),
    ).toEqual([]);
    expect(
      await mismatches(sql`SELECT u.id FROM users u WHERE u.wallet_budget <>
      (SELECT coalesce(sum(CASE w.type WHEN 3 THEN w.operation_amount ELSE -w.operation_amount END), 0)
       FROM wallet_operations w WHERE w.user_id = u.id AND w.status = 1)`),
    ).toEqual([]);
    // And every wallet equals the sum of its ledger entries (the demo client has a balance).
    expect(
      await mismatches(sql`SELECT u.id FROM users u WHERE u.wallet_budget <>
      (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e WHERE e.account = 'wallet' AND e.user_id = u.id)`),
    ).toEqual([]);
    expect(
      await mismatches(
        sql`SELECT u.id FROM users u WHERE u.username = 'clientdemo' AND u.wallet_budget = 55000`,
      ),
    ).toHaveLength(1);
    // Enough activity to show: not a wall of zeros.
    expect(await db.$count(t.follows)).toBeGreaterThan(20);
    expect(await db.$count(t.publicationLikes)).toBeGreaterThan(50);
    expect(await db.$count(t.comments)).toBeGreaterThan(10);
    expect(await db.$count(t.ratings)).toBeGreaterThan(5);
  });

  it('spreads the dates over the last weeks, none in the future', async () => {
    const [span] = await mismatches(sql`SELECT min(created_at) < now() - interval '2 weeks' AS weeks,
      min(created_at) > now() - interval '8 weeks' AS recent_enough, max(created_at) > now() - interval '1 day' AS fresh
      FROM publications`);
    expect(span).toEqual({ weeks: true, recent_enough: true, fresh: true });
    const [future] = await mismatches(sql`SELECT
      (SELECT count(*) FROM comments WHERE created_at > now()) + (SELECT count(*) FROM publication_likes WHERE created_at > now())
      + (SELECT count(*) FROM follows WHERE created_at > now()) + (SELECT count(*) FROM orders WHERE updated_at > now()) AS n`);
    expect(Number((future as { n: unknown }).n)).toBe(0);
  });

  it('lets the demo seller log in by username, with a verified email, PIN 1234 and the shop Bazin de Bamako', async () => {
    const res = await postLogin('vendeurdemo');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.loginSuccess);
    expect(res.json().user).toMatchObject({
      username: 'vendeurdemo',
      email: 'demo.vendeur@sugu.ml',
      role: 'Vendeur',
      isEmailVerified: true,
      shop: { shopName: 'Bazin de Bamako' },
    });
    const [seller] = await db.select().from(t.users).where(eq(t.users.username, 'vendeurdemo'));
    expect(await verify(seller!.pinHash!, '1234')).toBe(true);
    expect(await verify(seller!.pinHash!, '4321')).toBe(false);
  });

  it('lets the demo operator log in, open the console and act with PIN 1234', async () => {
    const res = await postLogin('admindemo');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'demo.admin@sugu.ml', role: 'Admin', shop: null });
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    const audit = await demo.app.inject({ method: 'GET', url: '/api/Admin/audit', headers: { cookie } });
    expect(audit.statusCode).toBe(200);
    await confirmPin(demo.app, cookie, '1234');
  });

  it('gives the console something to show: one open dispute with its thread, one open report', async () => {
    const cookie = String((await postLogin('admindemo')).headers['set-cookie']).split(';')[0]!;
    const read = async (url: string) =>
      (await demo.app.inject({ method: 'GET', url, headers: { cookie } })).json();
    const disputes = await read('/api/Admin/disputes?state=open');
    expect(disputes.openCount).toBe(1);
    expect(disputes.items[0]).toMatchObject({ reason: 'damaged', state: 'Open', paymentMethod: 'agreement' });
    const detail = await read(`/api/Admin/disputes/${disputes.items[0].id}`);
    expect(detail.order.orderState).toBe('Disputed');
    expect(detail.dispute.messages).toHaveLength(2);
    // The pair's conversation is held open while the dispute lasts, whatever the 36 h say.
    const [conversation] = await db
      .select()
      .from(t.conversations)
      .where(
        and(
          eq(t.conversations.buyerId, detail.order.buyer.id),
          eq(t.conversations.sellerId, detail.order.shop.ownerId),
        ),
      );
    expect(conversation!.heldOpen).toBe(1);

    const reports = await read('/api/Admin/reports?state=open');
    expect(reports.total).toBe(1);
    expect(reports.items[0]).toMatchObject({ targetType: 'publication', count: 1 });
    expect(reports.items[0].excerpt).not.toBe('');
  });

  it('lets the demo client log in by email, with a pending order and an open conversation', async () => {
    const res = await postLogin('demo.client@sugu.ml');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'clientdemo', role: 'Client', isEmailVerified: true });
    const [client] = await db.select().from(t.users).where(eq(t.users.username, 'clientdemo'));
    expect(await verify(client!.pinHash!, '1234')).toBe(true);
    const orders = await db.select().from(t.orders).where(eq(t.orders.userId, client!.id));
    expect(orders.map((o) => o.orderState).sort()).toEqual([
      'Accepted',
      'Finished',
      'Finished',
      'Finished',
      'Pending',
      'Refused',
    ]);
    // Every state with the demo seller, each with the timestamps of its transitions.
    const [demoShop] = await db.select().from(t.shops).where(eq(t.shops.shopName, 'Bazin de Bamako'));
    const withSeller = orders.filter((o) => o.shopId === demoShop!.id);
    expect(withSeller.map((o) => o.orderState).sort()).toEqual([
      'Accepted',
      'Finished',
      'Pending',
      'Refused',
    ]);
    for (const o of withSeller) {
      expect(o.acceptedAt !== null).toBe(o.orderState === 'Accepted' || o.orderState === 'Finished');
      expect(o.refusedAt !== null).toBe(o.orderState === 'Refused');
      expect(o.finishedAt !== null).toBe(o.orderState === 'Finished');
    }
    // No timer is due on the demo data: a sweep at start-up changes nothing.
    expect(
      await mismatches(sql`SELECT id FROM orders WHERE (order_state = 'Pending' AND created_at <= now() - interval '48 hours')
        OR (order_state = 'Accepted' AND accepted_at <= now() - interval '7 days')`),
    ).toEqual([]);
    const wrong = await postLogin('clientdemo', 'sugu2026');
    expect(wrong.statusCode).toBe(401);
  });

  it('gives the demo accounts open and closed conversations with messages', async () => {
    const conversationsOf = async (email: string) => {
      const cookie = sessionCookie(await postLogin(email));
      const res = await demo.app.inject({
        method: 'GET',
        url: '/api/User/me/conversations',
        headers: { cookie },
      });
      return res.json() as {
        isOpen: boolean;
        messages: { content: string; time: string }[];
        participant: { username: string };
      }[];
    };
    for (const email of ['demo.client@sugu.ml', 'demo.vendeur@sugu.ml']) {
      const list = await conversationsOf(email);
      expect(list.some((c) => c.isOpen && c.messages.length > 0)).toBe(true);
      expect(list.some((c) => !c.isOpen && c.messages.length > 0)).toBe(true);
    }
    // The closed one reads in order (the answer after the question) over two days: the thanks came with
    // the delivery, the next day or later.
    const closed = (await conversationsOf('demo.vendeur@sugu.ml')).find(
      (c) => !c.isOpen && c.messages.length > 0,
    )!;
    expect(closed.messages.map((m) => m.content)).toEqual([
      'Bonjour, le boubou est-il disponible en taille XL ?',
      'Oui, je vous le prépare pour demain.',
      'Reçu, il est magnifique. Merci !',
    ]);
    const [, answer, thanks] = closed.messages.map((m) => Date.parse(m.time));
    expect(thanks! - answer!).toBeGreaterThan(24 * 3600_000);
  });

  it('does nothing when run again', async () => {
    expect(await seedDemo(demo.app.ctx)).toBeNull();
    expect(await db.$count(t.shops)).toBe(10);
  });

  it('stores again, on the next start, a picture a stopped start-up left out', async () => {
    const [image] = await db.select().from(t.publicationImages).limit(1);
    const url = `/media/${image!.mediaKey}-320.webp`;
    await rm(path.join(demo.app.ctx.config.dataDir, 'media', `${image!.mediaKey}-320.webp`));
    expect((await demo.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const seeding = await startDemoSeed(demo.app.ctx);
    expect(seeding.summary).toBeNull();
    await seeding.storePictures();
    expect((await demo.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(await db.$count(t.shops)).toBe(10);
  });
});

describe('a start-up on the demo database', () => {
  it('serves at once a demo picture asked for before the background storing reached it', async () => {
    // The last picture the storing reaches: asked for while the others are still being checked.
    const last = demoPictures().at(-1)!;
    const key = mediaKey(Buffer.from(pictureSvg(last.spec)));
    const mediaDir = path.join(demo.app.ctx.config.dataDir, 'media');
    for (const name of [...MEDIA.widths.map((w) => `${key}-${w}.webp`), `${key}-og.jpg`])
      await rm(path.join(mediaDir, name));

    const seeding = await startDemoSeed(demo.app.ctx);
    const stored = seeding.storePictures();
    const res = await demo.app.inject({ method: 'GET', url: `/media/${key}-640.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    await stored;
    const og = await demo.app.inject({ method: 'GET', url: `/media/${key}-og.jpg` });
    expect(og.statusCode).toBe(200);
  });

  it('restarts without loading anything again: same rows, the demo accounts log in, /healthz answers', async () => {
    const before = { users: await db.$count(t.users), publications: await db.$count(t.publications) };
    const { app: restarted, close } = await setupTestApp({
      sharing: { app: demo.app, as: 'restart', config: { seedDemo: true } },
    });
    try {
      const health = await restarted.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json().status).toBe('ok');
      const login = await postLogin('clientdemo', 'Sugu2026', restarted);
      expect(login.statusCode).toBe(200);
      expect(await db.$count(t.users)).toBe(before.users);
      expect(await db.$count(t.publications)).toBe(before.publications);
    } finally {
      await close();
    }
  });
});

describe('seedDemo on a database with data', () => {
  it('leaves a database that already has an account untouched', async () => {
    await buildUser(occupied.app, { username: 'mariamk', email: 'mariam.k@exemple.ml' });
    const seeding = await startDemoSeed(occupied.app.ctx);
    expect(seeding.summary).toBeNull();
    await seeding.storePictures();
    expect(await occupied.app.ctx.db.$count(t.users)).toBe(1);
    expect(await occupied.app.ctx.db.$count(t.shops)).toBe(0);
    expect(await occupied.app.ctx.db.$count(t.publications)).toBe(0);
  });
});
