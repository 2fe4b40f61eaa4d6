// What an operator does with a report (resolveReport) and an account's suspension (suspendUser,
// unsuspendUser), run as the console runs them. Kept answers never expire here (the clock stands still):
// what makes a removed content disappear from a list is the clear the service announces.
import { formatLongDate, MODERATION_MSG, type Product, type PublicationPage } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  buildAcceptedOrder,
  buildConversation,
  buildOrder,
  buildPublication,
  buildReport,
  buildSeller,
  buildUser,
  confirmPin,
  connect,
  createProduct,
  fund,
  ledgerMismatches,
  login,
  moderate,
  nextEvent,
  notificationsOf,
  postComment,
  postDispute,
  postOrder,
  stockOf,
  TEST_PASSWORD,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { messages, orders, reports } from '../../db/schema/index.js';
import { resolveDispute } from '../disputes/index.js';
import { liftEndedSuspensions } from '../users/index.js';
import { resolveReport, suspendUser, unsuspendUser } from './index.js';

const t = await setupTestApp({ clock: 'frozen', listen: true });
const { app } = t;
const operator = await buildUser(app);

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { ...(cookie && { cookie }) } });
const feedIds = async (cookie?: string) =>
  ((await get('/api/Publication', cookie)).json() as PublicationPage).items.map((p) => p.id);
const catalogue = async (keyword: string) =>
  ((await get(`/api/Product?keyword=${encodeURIComponent(keyword)}`)).json().items as Product[]).map(
    (p) => p.id,
  );
const shopSearch = async (keyword: string) =>
  (
    (await get(`/api/Shop/recherche?keyword=${encodeURIComponent(keyword)}`)).json().items as { id: string }[]
  ).map((s) => s.id);
const resolve = (
  reportId: string,
  action: 'dismiss' | 'remove' | 'warn' | 'suspend',
  reason = 'Contrefaçon avérée',
) => moderate(app, (tx, env) => resolveReport(tx, { reportId, action, reason }, operator.userId, env));
const titles = async (userId: string) =>
  (await notificationsOf(app, userId)).map((n) => `${n.title}|${n.message}`);

describe('resolveReport', () => {
  it('remove: the publication leaves the feed and its link answers 404; owner and every reporter are told', async () => {
    const seller = await buildSeller(app, { shopName: 'Bogolan de Ségou' });
    const publicationId = await buildPublication(app, seller);
    const [awa, kadi] = [await buildUser(app), await buildUser(app)];
    expect(await feedIds()).toContain(publicationId);
    expect(await feedIds(awa.cookie)).toContain(publicationId);
    const reportId = await buildReport(app, awa.cookie, 'publication', publicationId, 'Faux bogolan');
    await buildReport(app, kadi.cookie, 'publication', publicationId, 'Arnaque');

    const resolved = await resolve(reportId, 'remove');
    expect(resolved).toMatchObject({ action: 'remove', resolvedReports: 2, ownerId: seller.userId });
    expect(await feedIds()).not.toContain(publicationId);
    expect(await feedIds(awa.cookie)).not.toContain(publicationId);
    expect((await get(`/api/Publication/${publicationId}`)).statusCode).toBe(404);
    expect((await get(`/api/Shop/${seller.shop.id}/publications`)).json().items).toEqual([]);
    expect(await titles(seller.userId)).toContain(
      `${MODERATION_MSG.removedTitle}|${MODERATION_MSG.removedMessage('Contrefaçon avérée')}`,
    );
    for (const reporter of [awa, kadi]) {
      expect(await titles(reporter.userId)).toContain(
        `${MODERATION_MSG.outcomeTitle}|${MODERATION_MSG.outcomeMessage('remove')}`,
      );
    }
    const rows = await app.ctx.db.select().from(reports).where(eq(reports.targetId, publicationId));
    expect(rows.map((r) => [r.state, r.action, r.resolvedBy])).toEqual([
      ['resolved', 'remove', operator.userId],
      ['resolved', 'remove', operator.userId],
    ]);
    // Resolved already (a second operator): 409, nothing changes.
    await expect(resolve(reportId, 'dismiss')).rejects.toMatchObject({ status: 409 });
  });

  it('remove: a product leaves the catalogue, the shop list and its page; a shop leaves search and its page', async () => {
    const seller = await buildSeller(app, { shopName: 'Karité Sikasso' });
    const product = await createProduct(app, seller.cookie, { productName: 'Savon noir' });
    const reporter = await buildUser(app);
    expect(await catalogue('savon noir')).toContain(product.id);
    await resolve(await buildReport(app, reporter.cookie, 'product', product.id), 'remove');
    expect(await catalogue('savon noir')).not.toContain(product.id);
    expect((await get(`/api/Product/${product.id}`)).statusCode).toBe(404);
    expect((await get(`/api/Shop/${seller.shop.id}/products`)).json().items).toEqual([]);

    const publicationId = await buildPublication(app, seller);
    const follower = await buildUser(app);
    const follow = (cookie: string, action: 'follow' | 'unfollow' = 'follow') =>
      app.inject({
        method: 'POST',
        url: `/api/Interraction/${seller.shop.id}/${action}`,
        headers: { cookie },
      });
    expect((await follow(follower.cookie)).json().isFollowed).toBe(true);
    expect(await shopSearch('karite sikasso')).toContain(seller.shop.id);
    await resolve(await buildReport(app, reporter.cookie, 'shop', seller.shop.id), 'remove');
    expect(await shopSearch('karite sikasso')).not.toContain(seller.shop.id);
    expect((await get(`/api/Shop/${seller.shop.id}`)).statusCode).toBe(404);
    expect((await get(`/api/Shop/${seller.shop.id}/reviews`)).statusCode).toBe(404);
    expect(await feedIds()).not.toContain(publicationId);
    // Nobody starts following it; a follower can still stop.
    expect((await follow(reporter.cookie)).statusCode).toBe(404);
    const stop = await follow(follower.cookie, 'unfollow');
    expect([stop.statusCode, stop.json().isFollowed]).toEqual([200, false]);
    // Its owner still sees it (their own shop page and its reviews).
    expect((await get(`/api/Shop/${seller.shop.id}`, seller.cookie)).statusCode).toBe(200);
    expect((await get(`/api/Shop/${seller.shop.id}/reviews`, seller.cookie)).statusCode).toBe(200);
  });

  it('remove: a comment leaves its thread and its count; a user cannot be removed (400)', async () => {
    const seller = await buildSeller(app);
    const publicationId = await buildPublication(app, seller);
    const author = await buildUser(app);
    const comment = (await postComment(app, author.cookie, publicationId, 'Arnaque, payez-moi ici')).json()
      .newComment;
    const reporter = await buildUser(app);
    await resolve(await buildReport(app, reporter.cookie, 'comment', comment.id), 'remove');
    const thread = (await get(`/api/Comment/pub/${publicationId}`)).json();
    expect(JSON.stringify(thread)).not.toContain(comment.id);
    expect((await get(`/api/Publication/${publicationId}`)).json().totalComments).toBe(0);

    const userReport = await buildReport(app, reporter.cookie, 'user', author.userId);
    await expect(resolve(userReport, 'remove')).rejects.toMatchObject({
      status: 400,
      message: MODERATION_MSG.cannotRemoveUser,
    });
  });

  it('remove: a message leaves its conversation', async () => {
    const { buyer, seller, conversationId } = await buildConversation(app, { openedAt: t.clock.now() });
    const [message] = await app.ctx.db
      .insert(messages)
      .values({
        conversationId,
        senderId: seller.userId,
        receiverId: buyer.userId,
        content: 'Payez par ailleurs',
      })
      .returning();
    await resolve(await buildReport(app, buyer.cookie, 'message', message!.id), 'remove');
    const page = (await get(`/api/Message/${conversationId}`, buyer.cookie)).json();
    expect(JSON.stringify(page)).not.toContain(message!.id);
  });

  it('warn tells the owner the reason and leaves the content; dismiss only tells the reporter', async () => {
    const seller = await buildSeller(app);
    const publicationId = await buildPublication(app, seller);
    const reporter = await buildUser(app);
    await resolve(
      await buildReport(app, reporter.cookie, 'publication', publicationId),
      'warn',
      'Photo trompeuse',
    );
    expect(await titles(seller.userId)).toContain(
      `${MODERATION_MSG.warnTitle}|${MODERATION_MSG.warnMessage('Photo trompeuse')}`,
    );
    expect(await titles(reporter.userId)).toContain(
      `${MODERATION_MSG.outcomeTitle}|${MODERATION_MSG.outcomeMessage('warn')}`,
    );
    expect(await feedIds()).toContain(publicationId);

    const other = await buildUser(app);
    await resolve(await buildReport(app, other.cookie, 'shop', seller.shop.id), 'dismiss', 'Rien à redire');
    expect(await titles(other.userId)).toContain(
      `${MODERATION_MSG.outcomeTitle}|${MODERATION_MSG.outcomeMessage('dismiss')}`,
    );
    expect((await get(`/api/Shop/${seller.shop.id}`)).statusCode).toBe(200);
  });

  it('404 for an unknown or malformed report', async () => {
    await expect(resolve('pas-un-id', 'dismiss')).rejects.toMatchObject({ status: 404 });
    await expect(resolve('0193a7a0-0000-7000-8000-000000000000', 'dismiss')).rejects.toMatchObject({
      status: 404,
      message: MODERATION_MSG.reportNotFound,
    });
  });
});

describe('suspendUser and unsuspendUser', () => {
  it('ends the sessions and the live connection, refuses login in French, hides the shop everywhere', async () => {
    const seller = await buildSeller(app, { shopName: 'Indigo de Mopti' });
    const publicationId = await buildPublication(app, seller);
    const product = await createProduct(app, seller.cookie, { productName: 'Tissu indigo' });
    const socket = await connect(t.url, seller.cookie);
    const suspendedEvent = nextEvent(socket, 'AccountSuspended');
    const disconnected = new Promise<Error | undefined>((resolve) => socket.once('disconnect', resolve));

    const result = await moderate(app, (tx, env) =>
      suspendUser(tx, { userId: seller.userId, reason: 'Ventes frauduleuses' }, operator.userId, env),
    );
    expect(result).toEqual({ userId: seller.userId, refusedOrders: 0 });
    expect(await suspendedEvent).toEqual({ message: MODERATION_MSG.accountSuspended, until: null });
    // A Close from the server without reconnect: the client ends, without an error.
    expect(await disconnected).toBeUndefined();
    expect(socket.connected).toBe(false);

    // The old session is gone: nothing to post, order or chat with.
    expect((await get('/api/User/me', seller.cookie)).statusCode).toBe(401);
    const post = await app.inject({
      method: 'POST',
      url: '/api/Message/send',
      headers: { cookie: seller.cookie },
      payload: { conversationId: publicationId, content: 'x' },
    });
    expect(post.statusCode).toBe(401);
    const relogin = await app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: seller.body.username, motDePasse: TEST_PASSWORD },
    });
    expect(relogin.statusCode).toBe(403);
    expect(relogin.json()).toMatchObject({
      code: 'account_suspended',
      message: MODERATION_MSG.accountSuspended,
    });
    // A wrong password still says only that.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: seller.body.username, motDePasse: 'Mauvais1x' },
    });
    expect(wrong.statusCode).toBe(401);

    expect(await feedIds()).not.toContain(publicationId);
    expect(await catalogue('tissu indigo')).not.toContain(product.id);
    expect(await shopSearch('indigo de mopti')).not.toContain(seller.shop.id);
    expect((await get(`/api/Shop/${seller.shop.id}`)).statusCode).toBe(404);
    expect((await get(`/api/Product/${product.id}`)).statusCode).toBe(404);

    await expect(
      moderate(app, (tx, env) =>
        suspendUser(tx, { userId: seller.userId, reason: 'Encore' }, operator.userId, env),
      ),
    ).rejects.toMatchObject({ status: 409, message: MODERATION_MSG.alreadySuspended });

    // Lifted: everything shows again and the seller signs in.
    await moderate(app, (tx, env) =>
      unsuspendUser(tx, { userId: seller.userId, reason: 'Erreur' }, operator.userId, env),
    );
    expect(await feedIds()).toContain(publicationId);
    expect(await catalogue('tissu indigo')).toContain(product.id);
    expect(await shopSearch('indigo de mopti')).toContain(seller.shop.id);
    await login(app, seller.body.username ?? '');
    await expect(
      moderate(app, (tx, env) =>
        unsuspendUser(tx, { userId: seller.userId, reason: 'x' }, operator.userId, env),
      ),
    ).rejects.toMatchObject({ status: 409, message: MODERATION_MSG.notSuspended });
  });

  it('refuses the open orders with the escrow returned; unsuspending restores none of them', async () => {
    const seller = await buildSeller(app, { shopName: 'Or de Kéniéba' });
    const product = await createProduct(app, seller.cookie, {
      productName: 'Bague',
      productPrice: '20000',
      productStock: '5',
    });
    const buyer = await buildUser(app);
    await fund(app, buyer.userId, 50_000);
    const orderId = (await buildOrder(app, buyer.cookie, product.id, 1, 'wallet')).id;
    expect(await budgetOf(app.ctx.db, buyer.userId)).toBe(30_000);

    const result = await moderate(app, (tx, env) =>
      suspendUser(tx, { userId: seller.userId, reason: 'Faux or' }, operator.userId, env),
    );
    expect(result.refusedOrders).toBe(1);
    const [order] = await app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.orderState).toBe('Refused');
    expect(await budgetOf(app.ctx.db, buyer.userId)).toBe(50_000);
    expect((await stockOf(app, product.id)).stock).toBe(5);
    expect(await ledgerMismatches(app.ctx.db)).toEqual([]);
    expect((await notificationsOf(app, buyer.userId)).map((n) => n.message).join()).toContain(
      MODERATION_MSG.suspendedOrderRefused,
    );
    // Its products cannot be ordered while it lasts.
    await confirmPin(app, buyer.cookie);
    const blocked = await postOrder(app, buyer.cookie, {
      productId: product.id,
      productNumber: 1,
      deliveryMethod: 'home',
    });
    expect(blocked.statusCode).toBe(404);

    await moderate(app, (tx, env) =>
      unsuspendUser(tx, { userId: seller.userId, reason: 'Levée' }, operator.userId, env),
    );
    const [after] = await app.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(after!.orderState).toBe('Refused');
  });

  it('a disputed order is left for the operator: not refused, its escrow held, decided as usual afterwards', async () => {
    const seller = await buildSeller(app, { shopName: 'Bazin de Bamako' });
    const buyer = await buildUser(app);
    await fund(app, buyer.userId, 20_000);
    const order = await buildAcceptedOrder(app, buyer.cookie, seller, {
      price: 8_000,
      paymentMethod: 'wallet',
    });
    const opened = await postDispute(app, buyer.cookie, order.id);
    expect(opened.statusCode, opened.body).toBe(201);

    for (const userId of [seller.userId, buyer.userId]) {
      const result = await moderate(app, (tx, env) =>
        suspendUser(tx, { userId, reason: 'Fraude présumée' }, operator.userId, env),
      );
      expect(result.refusedOrders).toBe(0);
    }
    const stateOf = async () =>
      (await app.ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.orderState;
    expect(await stateOf()).toBe('Disputed');
    expect(await budgetOf(app.ctx.db, buyer.userId)).toBe(12_000);

    // Both parties suspended, the operator still decides it: the buyer's wallet gets the money back.
    await app.ctx.db.transaction((tx) =>
      resolveDispute(
        tx,
        { disputeId: opened.json().dispute.id, outcome: 'refund' },
        operator.userId,
        t.clock.now(),
      ),
    );
    expect(await stateOf()).toBe('Refunded');
    expect(await budgetOf(app.ctx.db, buyer.userId)).toBe(20_000);
    expect(await ledgerMismatches(app.ctx.db)).toEqual([]);
  });

  it('a suspension with an end is lifted by itself at the next login after it', async () => {
    const seller = await buildSeller(app, { shopName: 'Poterie de Kalabougou' });
    const until = new Date(t.clock.now().getTime() + 48 * 3_600_000);
    const socket = await connect(t.url, seller.cookie);
    const suspendedEvent = nextEvent(socket, 'AccountSuspended');
    await moderate(app, (tx, env) =>
      suspendUser(
        tx,
        { userId: seller.userId, reason: 'Avertissements ignorés', until },
        operator.userId,
        env,
      ),
    );
    // The device is told until when, as the login page will say.
    expect(await suspendedEvent).toEqual({
      message: MODERATION_MSG.accountSuspendedUntil(formatLongDate(until)),
      until: until.toISOString(),
    });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: seller.body.username, motDePasse: TEST_PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Ce compte est suspendu jusqu'au \d/);
    expect(refused.json().message).toBe(MODERATION_MSG.accountSuspendedUntil(formatLongDate(until)));
    t.clock.advanceHours(49);
    await login(app, seller.body.username ?? '');
    expect(await shopSearch('poterie de kalabougou')).toContain(seller.shop.id);
  });

  it('a suspension with an end is lifted by the sweep once the end has passed, without a login', async () => {
    const seller = await buildSeller(app, { shopName: 'Cuirs de Tombouctou' });
    const until = new Date(t.clock.now().getTime() + 24 * 3_600_000);
    await moderate(app, (tx, env) =>
      suspendUser(tx, { userId: seller.userId, reason: 'Retards répétés', until }, operator.userId, env),
    );
    t.clock.advanceHours(23);
    expect(await liftEndedSuspensions(app.ctx)).toBe(0);
    // The sweep reads a partial index of the accounts with an end, not the whole users table.
    const found = await app.ctx.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'users_suspended_until_idx'`,
    );
    const [index] = ((found as unknown as { rows?: unknown[] }).rows ?? found) as { indexdef: string }[];
    expect(index?.indexdef).toMatch(/\(suspended_until\) WHERE \(suspended_until IS NOT NULL\)/);
    expect(await shopSearch('cuirs de tombouctou')).not.toContain(seller.shop.id);
    t.clock.advanceHours(1);
    expect(await liftEndedSuspensions(app.ctx)).toBe(1);
    expect(await shopSearch('cuirs de tombouctou')).toContain(seller.shop.id);
    await login(app, seller.body.username ?? '');
  });

  it('a report resolved by suspend suspends the owner', async () => {
    const seller = await buildSeller(app);
    const reporter = await buildUser(app);
    await resolve(await buildReport(app, reporter.cookie, 'user', seller.userId), 'suspend', 'Menaces');
    expect((await get('/api/User/me', seller.cookie)).statusCode).toBe(401);
    expect(await titles(reporter.userId)).toContain(
      `${MODERATION_MSG.outcomeTitle}|${MODERATION_MSG.outcomeMessage('suspend')}`,
    );
  });

  it('404 for an unknown user', async () => {
    await expect(
      moderate(app, (tx, env) => suspendUser(tx, { userId: 'x', reason: 'x' }, operator.userId, env)),
    ).rejects.toMatchObject({ status: 404, message: MODERATION_MSG.userNotFound });
  });
});
