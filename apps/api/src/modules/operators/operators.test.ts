// The operators' foundation: every /api/Admin route is theirs alone, every action needs a reason and a fresh
// PIN grant and writes its audit row with the state before and after, and a failed action writes nothing.
import { MSG, OPERATOR, OPERATOR_MSG } from '@sugu/domain';
import { sql } from 'drizzle-orm';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  buildOperator,
  buildOrder,
  buildProduct,
  buildSeller,
  buildUser,
  categoryId,
  confirmPin,
  operatorRequest,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { seedCategories } from '../../db/seed/index.js';
import { recordView } from './index.js';

const { app } = await setupTestApp();

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const categoryNames = async () =>
  (await get('/api/Category/all-categories')).json().map((c: { categoryName: string }) => c.categoryName);

describe('every /api/Admin route', () => {
  // Read from the OpenAPI document: a route another module adds under /api/Admin is checked here too.
  const document = app.swagger() as OpenAPIV3.Document;
  const routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/Admin/'))
    .flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const)
        .filter((method) => item?.[method])
        .map((method) => ({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'),
        })),
    );

  it('are found in the document (the audit, the search and the categories at least)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(6);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/Admin/audit');
  });

  it('answer 401 to a guest, 403 to a Client and to a Vendeur, in French, whatever the body', async () => {
    const client = await buildUser(app);
    const vendeur = await buildSeller(app);
    for (const route of routes) {
      const guest = await app.inject({ ...route, payload: route.method === 'GET' ? undefined : { x: 1 } });
      expect(guest.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(guest.json().message).toBe(MSG.unauthenticated);
      for (const who of [client, vendeur]) {
        const res = await app.inject({
          ...route,
          headers: { cookie: who.cookie },
          payload:
            route.method === 'GET' ? undefined : { reason: 'une raison valable', categoryName: 'Test' },
        });
        expect(res.statusCode, `${route.method} ${route.url} as ${who.user.role}`).toBe(403);
        expect(res.json()).toMatchObject({ code: 'operator_only', message: OPERATOR_MSG.operatorOnly });
      }
    }
  });

  it('answer in English by the saved choice or Accept-Language: refusals and rules alike', async () => {
    const client = await buildUser(app);
    await app.ctx.db.execute(sql`UPDATE users SET language = 'en' WHERE id = ${client.userId}`);
    const refused = await get('/api/Admin/audit', client.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('For operators only');

    const operator = await buildOperator(app);
    await confirmPin(app, operator.cookie);
    const add = (categoryName: string, reason: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Admin/categories',
        headers: { cookie: operator.cookie, 'accept-language': 'en-GH,en;q=0.9,fr;q=0.5' },
        payload: { categoryName, reason },
      });
    const short = await add('Papeterie fine', 'ok');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('The reason must be at least 3 characters long');
    const taken = await add('alimentation', 'Asked for by sellers in Accra');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A category already has this name');
  });

  it('let an operator in', async () => {
    const operator = await buildOperator(app);
    const res = await get('/api/Admin/audit', operator.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: expect.any(Array), nextCursor: null });
  });
});

describe('an operator action', () => {
  it('needs a fresh PIN grant, used up by one action', async () => {
    const operator = await buildOperator(app);
    const create = (name: string) => ({
      method: 'POST' as const,
      url: '/api/Admin/categories',
      payload: { categoryName: name, reason: 'Demandé par plusieurs vendeurs' },
    });

    const refused = await operatorRequest(app, operator, create('Papeterie'), { confirm: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'pin_required', message: MSG.pinRequired });
    expect(await categoryNames()).not.toContain('Papeterie');

    const done = await operatorRequest(app, operator, create('Papeterie'));
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({ id: expect.any(String), categoryName: 'Papeterie' });
    expect(await categoryNames()).toContain('Papeterie');

    // The grant served once: the next action asks for the PIN again.
    const again = await operatorRequest(app, operator, create('Librairie'), { confirm: false });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('pin_required');
    expect(await categoryNames()).not.toContain('Librairie');
  });

  it('needs a written reason (3 to 500 characters, no NUL), and a refused one keeps the grant', async () => {
    const operator = await buildOperator(app);
    await confirmPin(app, operator.cookie);
    const cases: [unknown, string][] = [
      [undefined, OPERATOR_MSG.reasonRequired],
      ['   ', OPERATOR_MSG.reasonRequired],
      ['ok', OPERATOR_MSG.reasonTooShort],
      ['x'.repeat(OPERATOR.reasonMax + 1), OPERATOR_MSG.reasonTooLong],
      [42, OPERATOR_MSG.reasonRequired],
    ];
    const addCategory = (reason: unknown) =>
      operatorRequest(
        app,
        operator,
        { method: 'POST', url: '/api/Admin/categories', payload: { categoryName: 'Quincaillerie', reason } },
        { confirm: false },
      );
    for (const [reason, message] of cases) {
      const res = await addCategory(reason);
      expect(res.statusCode, String(reason)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const nul = await addCategory('raison\u0000cachée');
    expect(nul.statusCode).toBe(400);
    const mine = async () =>
      (await auditEntries(app, operator, { action: 'category.create' })).filter(
        (entry) => entry.actor.id === operator.userId,
      );
    expect(await mine()).toEqual([]);

    const ok = await addCategory('  Outils et matériaux  ');
    expect(ok.statusCode).toBe(201);
    const [entry] = await mine();
    expect(entry?.reason).toBe('Outils et matériaux');
  });

  it('writes its audit row: who, what, target, reason, before and after, when', async () => {
    const operator = await buildOperator(app);
    const id = await categoryId(app, 'Services');
    const res = await operatorRequest(app, operator, {
      method: 'PUT',
      url: `/api/Admin/categories/${id}`,
      payload: { categoryName: 'Services et réparations', reason: 'Nom plus clair pour les acheteurs' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, categoryName: 'Services et réparations' });
    expect(await categoryNames()).toContain('Services et réparations');
    expect(await categoryNames()).not.toContain('Services');

    const [entry] = await auditEntries(app, operator, { targetType: 'category', targetId: id });
    expect(entry).toEqual({
      id: expect.any(String),
      actor: { id: operator.userId, username: operator.user.username },
      action: 'category.rename',
      targetType: 'category',
      targetId: id,
      reason: 'Nom plus clair pour les acheteurs',
      before: { id, categoryName: 'Services' },
      after: { id, categoryName: 'Services et réparations' },
      createdAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(entry!.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('that fails writes no audit row, changes nothing and keeps the PIN grant', async () => {
    const operator = await buildOperator(app);
    const id = await categoryId(app, 'Maison et décoration');
    await confirmPin(app, operator.cookie);
    const rename = (categoryId: string, categoryName: string, reason: string) =>
      operatorRequest(
        app,
        operator,
        { method: 'PUT', url: `/api/Admin/categories/${categoryId}`, payload: { categoryName, reason } },
        { confirm: false },
      );
    const taken = await rename(id, 'alimentation', 'Fusion des rayons');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'category_exists', message: OPERATOR_MSG.categoryExists });
    expect(await auditEntries(app, operator, { targetId: id })).toEqual([]);
    expect(await categoryNames()).toContain('Maison et décoration');

    const unknown = await rename('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 'Autre chose', 'Essai');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(OPERATOR_MSG.categoryNotFound);

    // The grant was not used by the failures.
    const ok = await rename(id, 'Maison et jardin', 'Précision');
    expect(ok.statusCode).toBe(200);
  });
});

describe('the audit log', () => {
  it('is append-only in the database', async () => {
    const operator = await buildOperator(app);
    await recordView(app.ctx.db, {
      actorId: operator.userId,
      action: 'conversation.view',
      targetType: 'conversation',
      targetId: 'c1',
    });
    await expect(app.ctx.db.execute(sql`update audit_log set reason = 'changé'`)).rejects.toThrow();
    await expect(app.ctx.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const [entry] = await auditEntries(app, operator, { action: 'conversation.view' });
    expect(entry).toMatchObject({ targetId: 'c1', reason: null, before: null, after: null });
  });

  it('pages newest first with the shared cursor and refuses a forged cursor in French', async () => {
    const operator = await buildOperator(app);
    for (let i = 0; i < OPERATOR.auditPageSize + 3; i++) {
      await recordView(app.ctx.db, {
        actorId: operator.userId,
        action: 'document.view',
        targetType: 'verification',
        targetId: `doc-${i}`,
      });
    }
    const first = await get('/api/Admin/audit?action=document.view', operator.cookie);
    const page = first.json();
    expect(page.items).toHaveLength(OPERATOR.auditPageSize);
    expect(page.items[0].targetId).toBe(`doc-${OPERATOR.auditPageSize + 2}`);
    const second = await get(
      `/api/Admin/audit?action=document.view&cursor=${page.nextCursor}`,
      operator.cookie,
    );
    expect(second.json().items.map((e: { targetId: string }) => e.targetId)).toEqual([
      'doc-2',
      'doc-1',
      'doc-0',
    ]);
    expect(second.json().nextCursor).toBeNull();

    const forged = await get('/api/Admin/audit?cursor=abc', operator.cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_cursor');
  });
});

describe('categories from the console', () => {
  it('lists them with their use', async () => {
    const operator = await buildOperator(app);
    await buildSeller(app, { shopActivity: 'Alimentation' });
    const res = await get('/api/Admin/categories', operator.cookie);
    expect(res.statusCode).toBe(200);
    const food = res.json().find((c: { categoryName: string }) => c.categoryName === 'Alimentation');
    expect(food).toMatchObject({ shopCount: expect.any(Number), productCount: expect.any(Number) });
    expect(food.shopCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses to delete one in use (409, French), deletes an unused one, audited', async () => {
    const operator = await buildOperator(app);
    await buildSeller(app, { shopActivity: 'Sport et loisirs' });
    const used = await categoryId(app, 'Sport et loisirs');
    const inUse = await operatorRequest(app, operator, {
      method: 'DELETE',
      url: `/api/Admin/categories/${used}`,
      payload: { reason: 'Rayon peu utilisé' },
    });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'category_in_use', message: OPERATOR_MSG.categoryInUse });
    expect(await categoryNames()).toContain('Sport et loisirs');

    const unused = await categoryId(app, 'Enfants et bébés');
    const deleted = await operatorRequest(
      app,
      operator,
      { method: 'DELETE', url: `/api/Admin/categories/${unused}`, payload: { reason: 'Rayon vide' } },
      // The 409 kept the grant.
      { confirm: false },
    );
    expect(deleted.statusCode).toBe(200);
    expect(await categoryNames()).not.toContain('Enfants et bébés');
    const [entry] = await auditEntries(app, operator, { targetId: unused });
    expect(entry).toMatchObject({
      action: 'category.delete',
      reason: 'Rayon vide',
      before: { id: unused, categoryName: 'Enfants et bébés' },
      after: null,
    });

    // A shop can no longer name it.
    const again = await operatorRequest(app, operator, {
      method: 'DELETE',
      url: `/api/Admin/categories/${unused}`,
      payload: { reason: 'Rayon vide' },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a duplicate or a malformed name in French', async () => {
    const operator = await buildOperator(app);
    await confirmPin(app, operator.cookie);
    const post = (categoryName: unknown) =>
      operatorRequest(
        app,
        operator,
        { method: 'POST', url: '/api/Admin/categories', payload: { categoryName, reason: 'Nouveau rayon' } },
        { confirm: false },
      );
    const duplicate = await post('ALIMENTATION');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(OPERATOR_MSG.categoryExists);
    for (const bad of ['', 'x', 'y'.repeat(61), 12]) {
      const res = await post(bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
  });

  it('a renamed or deleted seeded category is not written again at the next start', async () => {
    const operator = await buildOperator(app);
    const beauty = await categoryId(app, 'Beauté et cosmétiques');
    const health = await categoryId(app, 'Santé et bien-être');
    await operatorRequest(app, operator, {
      method: 'PUT',
      url: `/api/Admin/categories/${beauty}`,
      payload: { categoryName: 'Beauté', reason: 'Plus court' },
    });
    await operatorRequest(app, operator, {
      method: 'DELETE',
      url: `/api/Admin/categories/${health}`,
      payload: { reason: 'Rayon vide' },
    });
    await seedCategories(app.ctx.db);
    const names = await categoryNames();
    expect(names).toContain('Beauté');
    expect(names).not.toContain('Beauté et cosmétiques');
    expect(names).not.toContain('Santé et bien-être');
  });
});

describe('two operators at once', () => {
  it('adding the same name: one 201, one 409, one audit row', async () => {
    const [a, b] = [await buildOperator(app), await buildOperator(app)];
    await Promise.all([confirmPin(app, a.cookie), confirmPin(app, b.cookie)]);
    const add = (who: typeof a) =>
      operatorRequest(
        app,
        who,
        {
          method: 'POST',
          url: '/api/Admin/categories',
          payload: { categoryName: 'Cosmétiques bio', reason: 'Demande' },
        },
        { confirm: false },
      );
    const statuses = (await Promise.all([add(a), add(b)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
    const rows = (await auditEntries(app, a, { action: 'category.create' })).filter(
      (entry) => (entry.after as { categoryName?: string } | null)?.categoryName === 'Cosmétiques bio',
    );
    expect(rows).toHaveLength(1);
  });

  it('deleting the same category: one 200, one 404, one audit row', async () => {
    const [a, b] = [await buildOperator(app), await buildOperator(app)];
    const id = await categoryId(app, 'Bijoux et accessoires');
    await Promise.all([confirmPin(app, a.cookie), confirmPin(app, b.cookie)]);
    const remove = (who: typeof a) =>
      operatorRequest(
        app,
        who,
        { method: 'DELETE', url: `/api/Admin/categories/${id}`, payload: { reason: 'Rayon vide' } },
        { confirm: false },
      );
    const statuses = (await Promise.all([remove(a), remove(b)])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 404]);
    expect(await auditEntries(app, a, { targetId: id })).toHaveLength(1);
  });
});

describe('GET /api/Admin/search', () => {
  it('finds accounts by e-mail, username or phone and shops by name', async () => {
    const operator = await buildOperator(app);
    const seller = await buildSeller(app, { shopName: 'Bazar Kankou' });
    const search = async (q: string) =>
      (await get(`/api/Admin/search?q=${encodeURIComponent(q)}`, operator.cookie)).json();

    expect((await search(seller.body.email!)).users.map((u: { id: string }) => u.id)).toContain(
      seller.userId,
    );
    expect((await search(seller.body.username!.toUpperCase())).users[0]).toMatchObject({
      id: seller.userId,
      role: 'Vendeur',
      email: seller.body.email,
      // What the console links to and acts on: the shop's page, the suspension.
      shopId: seller.shop.id,
      suspended: false,
      suspendedUntil: null,
    });
    expect((await search('+223 66 55 44 33')).users.map((u: { id: string }) => u.id)).toContain(
      seller.userId,
    );
    expect((await search('bazar kankou')).shops).toEqual([
      expect.objectContaining({ shopName: 'Bazar Kankou', ownerId: seller.userId }),
    ]);
    expect((await search('%%')).users).toEqual([]);
  });

  it('finds an order by the short reference the buyer and the seller read, typed any way', async () => {
    const operator = await buildOperator(app);
    const seller = await buildSeller(app, { shopName: 'Bazin de Ségou' });
    const buyer = await buildUser(app);
    const order = await buildOrder(
      app,
      buyer.cookie,
      (await buildProduct(app, seller, { price: 7500 })).id,
      2,
    );
    const search = async (q: string) =>
      (await get(`/api/Admin/search?q=${encodeURIComponent(q)}`, operator.cookie)).json();
    for (const typed of [order.reference, order.reference.toLowerCase().replace('-', ' ')]) {
      expect((await search(typed)).orders, typed).toEqual([
        {
          id: order.id,
          reference: order.reference,
          productName: expect.any(String),
          productNumber: 2,
          totalPrice: 15_000,
          currency: 'XOF',
          orderState: 'Pending',
          buyerUsername: buyer.body.username,
          shopName: 'Bazin de Ségou',
          createdAt: expect.any(String),
        },
      ]);
    }
    // Nobody else's search: the route is the operators' alone, like every /api/Admin route.
    expect((await get(`/api/Admin/search?q=${order.reference}`, seller.cookie)).statusCode).toBe(403);
    expect((await search('bazin de segou')).orders).toEqual([]);
  });

  it('answers 400 in French to a text too short or too long', async () => {
    const operator = await buildOperator(app);
    const short = await get('/api/Admin/search?q=a', operator.cookie);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(OPERATOR_MSG.searchTooShort);
    const long = await get(`/api/Admin/search?q=${'a'.repeat(101)}`, operator.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(OPERATOR_MSG.searchTooLong);
  });
});
