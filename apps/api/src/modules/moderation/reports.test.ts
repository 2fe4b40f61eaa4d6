// POST /api/Report: anyone signed in reports a shop, a product, a publication, a comment, a message or a
// user, once per target; a clear French refusal for everything else, never a 500.
import { MODERATION, MODERATION_MSG, MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildConversation,
  buildPublication,
  buildReport,
  buildSeller,
  buildUser,
  createProduct,
  postComment,
  postReport,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { messages, reports } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';

const { app } = await setupTestApp();
const seller = await buildSeller(app, { shopName: 'Pagnes de Kayes' });
const client = await buildUser(app);
const product = await createProduct(app, seller.cookie, { productName: 'Pagne wax' });
const publicationId = await buildPublication(app, seller);
const comment = (await postComment(app, seller.cookie, publicationId, 'Venez voir')).json().newComment;

const reportsOf = (targetId: string) =>
  app.ctx.db.select().from(reports).where(eq(reports.targetId, targetId));

describe('POST /api/Report', () => {
  it('401 for a guest', async () => {
    const res = await postReport(app, undefined, {
      targetType: 'shop',
      targetId: seller.shop.id,
      reason: 'x',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.unauthenticated);
  });

  it('400 in French for a wrong type, a missing, blank, oversized or NUL reason', async () => {
    const base = { targetType: 'shop', targetId: seller.shop.id, reason: 'Arnaque' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, targetType: 'order' }, MODERATION_MSG.targetTypeInvalid],
      [{ ...base, targetType: 3 }, MODERATION_MSG.targetTypeInvalid],
      [{ ...base, reason: undefined }, MODERATION_MSG.reasonRequired],
      [{ ...base, reason: '   ' }, MODERATION_MSG.reasonRequired],
      [{ ...base, reason: 'x'.repeat(MODERATION.reasonMax + 1) }, MODERATION_MSG.reasonTooLong],
      [{ ...base, reason: 'a\u0000b' }, MSG.invalidCharacters],
      [{ ...base, targetId: 42 }, MODERATION_MSG.targetNotFound],
    ];
    for (const [payload, message] of cases) {
      const res = await postReport(app, client.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
  });

  it('404 in French for an unknown or malformed target of every type', async () => {
    for (const targetType of ['shop', 'product', 'publication', 'comment', 'message', 'user']) {
      for (const targetId of [newId(), 'pas-un-id']) {
        const res = await postReport(app, client.cookie, { targetType, targetId, reason: 'Arnaque' });
        expect(res.statusCode, `${targetType} ${targetId}`).toBe(404);
        expect(res.json().message).toBe(MODERATION_MSG.targetNotFound);
      }
    }
  });

  it('files a report of each kind of target, with its owner and its text', async () => {
    const { buyer, seller: chatSeller, conversationId } = await buildConversation(app);
    const [message] = await app.ctx.db
      .insert(messages)
      .values({
        conversationId,
        senderId: chatSeller.userId,
        receiverId: buyer.userId,
        content: 'Payez par ailleurs',
      })
      .returning();
    const targets = [
      { targetType: 'shop', targetId: seller.shop.id, ownerId: seller.userId, excerpt: 'Pagnes de Kayes' },
      { targetType: 'product', targetId: product.id, ownerId: seller.userId },
      { targetType: 'publication', targetId: publicationId, ownerId: seller.userId },
      { targetType: 'comment', targetId: comment.id, ownerId: seller.userId, excerpt: 'Venez voir' },
      { targetType: 'user', targetId: seller.userId, ownerId: seller.userId },
    ] as const;
    for (const target of targets) {
      const res = await postReport(app, client.cookie, { ...target, reason: '  Contrefaçon  ' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(MODERATION_MSG.reported);
      const [row] = await reportsOf(target.targetId);
      expect(row).toMatchObject({
        reporterId: client.userId,
        ownerId: target.ownerId,
        reason: 'Contrefaçon',
        state: 'open',
      });
      if ('excerpt' in target) expect(row!.excerpt).toBe(target.excerpt);
    }
    // A message: only a participant of its conversation sees it, so only they may report it.
    const foreign = await postReport(app, client.cookie, {
      targetType: 'message',
      targetId: message!.id,
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(404);
    const own = await postReport(app, buyer.cookie, {
      targetType: 'message',
      targetId: message!.id,
      reason: 'Hors plateforme',
    });
    expect(own.statusCode).toBe(201);
    expect((await reportsOf(message!.id))[0]).toMatchObject({ conversationId, ownerId: chatSeller.userId });
  });

  it('reporting the same thing twice is one report', async () => {
    const reporter = await buildUser(app);
    const first = await buildReport(app, reporter.cookie, 'product', product.id, 'Faux');
    const again = await postReport(app, reporter.cookie, {
      targetType: 'product',
      targetId: product.id,
      reason: 'Encore',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: MODERATION_MSG.alreadyReported, reportId: first });
    expect((await reportsOf(product.id)).filter((r) => r.reporterId === reporter.userId)).toHaveLength(1);
  });

  it("400 for one's own content", async () => {
    const res = await postReport(app, seller.cookie, {
      targetType: 'publication',
      targetId: publicationId,
      reason: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MODERATION_MSG.cannotReportSelf);
  });
});
