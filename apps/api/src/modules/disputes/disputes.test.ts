// The parties' side of a dispute: who may open it and when, its thread, the stopped 7-day timer (test
// clock) resumed where it stopped when the buyer withdraws it, receipt refused while it is open, the
// conversation held open past its 36 h, and the notifications of every step.
import { type Conversation, DISPUTE_MSG, MESSAGING, ORDER, ORDER_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildAcceptedOrder,
  buildOrder,
  buildProduct,
  buildSeller,
  buildUser,
  disputeRequest,
  notificationsOf,
  orderAction,
  photos,
  postDispute,
  postDisputeReply,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { disputePhotos, orders } from '../../db/schema/index.js';
import { settleDueOrders } from '../orders/orders.timers.js';

const { app, clock } = await setupTestApp({ clock: 'frozen' });
const seller = await buildSeller(app, { shopName: 'Bazin de Kati' });
const buyer = await buildUser(app);
const stranger = await buildUser(app);

const stateOf = async (id: string) =>
  (await app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!.orderState;

/** The order's state after `hours` more on the clock and a pass of the order timers. */
const stateAfter = async (hours: number, id: string) => {
  clock.advanceHours(hours);
  await settleDueOrders(app.ctx);
  return stateOf(id);
};

const conversationWith = async (cookie: string, otherId: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/User/me/conversations', headers: { cookie } });
  return (res.json() as Conversation[]).find((c) => c.participant.id === otherId);
};

describe('POST /api/Order/{id}/dispute: who and when', () => {
  it('answers 401 to a guest, 404 to a stranger, 403 to the seller, 409 on an order not Accepted', async () => {
    const order = await buildAcceptedOrder(app, buyer.cookie, seller);
    expect((await postDispute(app, undefined, order.id)).statusCode).toBe(401);
    const foreign = await postDispute(app, stranger.cookie, order.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ORDER_MSG.orderNotFound);
    const bySeller = await postDispute(app, seller.cookie, order.id);
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().message).toBe(DISPUTE_MSG.buyerOnly);
    expect((await postDispute(app, buyer.cookie, 'not-an-id')).statusCode).toBe(404);

    const pending = await buildOrder(app, buyer.cookie, (await buildProduct(app, seller)).id);
    const early = await postDispute(app, buyer.cookie, pending.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DISPUTE_MSG.notDisputable);
    expect(await stateOf(order.id)).toBe('Accepted');
  });

  it('refuses a wrong reason, a short or long description, NUL bytes and a fourth photo in French', async () => {
    const order = await buildAcceptedOrder(app, buyer.cookie, seller);
    const cases: [Record<string, string>, string][] = [
      [{ reason: 'bored', description: 'Rien reçu après une semaine.' }, DISPUTE_MSG.reasonInvalid],
      [{ reason: 'damaged', description: 'Cassé' }, DISPUTE_MSG.descriptionTooShort],
      [{ reason: 'damaged', description: 'x'.repeat(501) }, DISPUTE_MSG.descriptionTooLong],
      [{ reason: 'damaged' }, DISPUTE_MSG.descriptionTooShort],
    ];
    for (const [fields, message] of cases) {
      const res = await postDispute(app, buyer.cookie, order.id, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const nul = await postDispute(app, buyer.cookie, order.id, {
      reason: 'damaged',
      description: 'Arrivé cassé\u0000 en deux',
    });
    expect(nul.statusCode).toBe(400);
    const four = await postDispute(app, buyer.cookie, order.id, undefined, await photos(4));
    expect(four.statusCode).toBe(400);
    expect(four.json().message).toBe(DISPUTE_MSG.tooManyPhotos);
    const notImage = await postDispute(app, buyer.cookie, order.id, undefined, [
      { field: 'Files', data: Buffer.from('pas une image') },
    ]);
    expect(notImage.statusCode).toBe(400);
    expect(await stateOf(order.id)).toBe('Accepted');
    expect((await disputeRequest(app, buyer.cookie, order.id, null)).statusCode).toBe(404);
  });
});

describe('a dispute opened, answered and withdrawn', () => {
  it('opens with photos, tells the seller, refuses a second one and the receipt, and shows both the thread', async () => {
    const order = await buildAcceptedOrder(app, buyer.cookie, seller);
    const res = await postDispute(
      app,
      buyer.cookie,
      order.id,
      { reason: 'damaged', description: '  Le pagne est arrivé déchiré sur un côté.  ' },
      await photos(2),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(DISPUTE_MSG.opened);
    const dispute = res.json().dispute;
    expect(dispute).toMatchObject({ state: 'Open', reason: 'damaged', outcome: null, viewerRole: 'buyer' });
    expect(dispute.messages).toHaveLength(1);
    expect(dispute.messages[0]).toMatchObject({
      authorRole: 'buyer',
      text: 'Le pagne est arrivé déchiré sur un côté.',
    });
    expect(dispute.messages[0].photos).toHaveLength(2);
    // Re-encoded like every upload: the stored file is a WebP served from /media.
    const photo = await app.inject({ method: 'GET', url: dispute.messages[0].photos[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(await stateOf(order.id)).toBe('Disputed');

    const note = (await notificationsOf(app, seller.userId)).find((n) => n.type === 'Dispute');
    expect(note).toMatchObject({
      title: DISPUTE_MSG.openedTitle,
      message: DISPUTE_MSG.openedMessage(order.reference, buyer.user.username, 'damaged'),
      link: `/messages?commande=${order.id}`,
    });

    const again = await postDispute(app, buyer.cookie, order.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DISPUTE_MSG.alreadyOpen);
    const receipt = await orderAction(app, buyer.cookie, order.id, 'finish');
    expect(receipt.statusCode).toBe(409);
    expect(receipt.json().message).toBe(DISPUTE_MSG.orderDisputed);

    const answer = await postDisputeReply(
      app,
      seller.cookie,
      order.id,
      'Je l’ai vérifié avant l’envoi, voici la photo.',
      await photos(1),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().dispute.messages[1]).toMatchObject({
      authorRole: 'seller',
      authorName: 'Bazin de Kati',
    });
    expect((await notificationsOf(app, buyer.userId)).find((n) => n.type === 'DisputeReply')?.message).toBe(
      DISPUTE_MSG.replyMessage(order.reference, 'Bazin de Kati'),
    );
    expect((await postDisputeReply(app, buyer.cookie, order.id, 'Merci, je regarde.')).statusCode).toBe(200);
    expect((await postDisputeReply(app, stranger.cookie, order.id, 'Bonjour')).statusCode).toBe(404);
    expect((await postDisputeReply(app, seller.cookie, order.id, '   ')).json().message).toBe(
      DISPUTE_MSG.replyRequired,
    );

    const seen = await disputeRequest(app, seller.cookie, order.id, null);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().viewerRole).toBe('seller');
    expect(seen.json().messages.map((m: { authorRole: string }) => m.authorRole)).toEqual([
      'buyer',
      'seller',
      'buyer',
    ]);
    expect(seen.json().messages.map((m: { photos: unknown[] }) => m.photos.length)).toEqual([2, 1, 0]);
    expect((await disputeRequest(app, stranger.cookie, order.id, null)).statusCode).toBe(404);
    expect((await app.ctx.db.select().from(disputePhotos)).length).toBeGreaterThanOrEqual(3);

    // Only the buyer says the problem is solved.
    const bySeller = await disputeRequest(app, seller.cookie, order.id, 'close');
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().message).toBe(DISPUTE_MSG.buyerOnlyClose);
    const closed = await disputeRequest(app, buyer.cookie, order.id, 'close');
    expect(closed.statusCode).toBe(200);
    expect(closed.json().dispute).toMatchObject({ state: 'Resolved', outcome: 'withdrawn' });
    expect(closed.json().dispute.outcomeText).toBe('l’acheteur a indiqué que le problème est réglé.');
    expect(await stateOf(order.id)).toBe('Accepted');
    expect(
      (await notificationsOf(app, seller.userId)).find((n) => n.type === 'DisputeResolved')?.message,
    ).toBe(DISPUTE_MSG.withdrawnMessage(order.reference, buyer.user.username));
    const twice = await disputeRequest(app, buyer.cookie, order.id, 'close');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(DISPUTE_MSG.notOpen);
    expect((await postDisputeReply(app, seller.cookie, order.id, 'Encore moi')).statusCode).toBe(409);
    // Closed, the order can be disputed again, and its receipt confirmed.
    expect((await orderAction(app, buyer.cookie, order.id, 'finish')).statusCode).toBe(200);
  });
});

describe('the 7-day automatic finish', () => {
  it('stops at 6 days 23 h, does not finish at 7 days, and finishes 1 h after the buyer withdraws', async () => {
    const order = await buildAcceptedOrder(app, buyer.cookie, seller);
    clock.advanceHours(ORDER.autoFinishDays * 24 - 1);
    expect((await postDispute(app, buyer.cookie, order.id)).statusCode).toBe(201);
    expect(await stateAfter(1, order.id)).toBe('Disputed');
    expect(await stateAfter(72, order.id)).toBe('Disputed');

    expect((await disputeRequest(app, buyer.cookie, order.id, 'close')).statusCode).toBe(200);
    const resumed = await app.inject({
      method: 'GET',
      url: `/api/Order/${order.id}`,
      headers: { cookie: buyer.cookie },
    });
    expect(resumed.json().orderState).toBe('Accepted');
    expect(new Date(resumed.json().autoTransitionAt).getTime()).toBe(clock.now().getTime() + 3_600_000);
    expect(await stateAfter(0.99, order.id)).toBe('Accepted');
    expect(await stateAfter(0.01, order.id)).toBe('Finished');
  });
});

describe('the conversation while a dispute is open', () => {
  it('reopens past its 36 h for as long as the dispute is open (no closing time), then closes again', async () => {
    const lateBuyer = await buildUser(app);
    const order = await buildAcceptedOrder(app, lateBuyer.cookie, seller);
    clock.advanceHours(48);
    expect((await conversationWith(lateBuyer.cookie, seller.userId))?.isOpen).toBe(false);

    expect((await postDispute(app, lateBuyer.cookie, order.id)).statusCode).toBe(201);
    expect((await conversationWith(lateBuyer.cookie, seller.userId))?.isOpen).toBe(true);
    expect((await conversationWith(seller.cookie, lateBuyer.userId))?.isOpen).toBe(true);
    clock.advanceHours(100);
    const held = await conversationWith(lateBuyer.cookie, seller.userId);
    // Open with no closing time while the dispute holds it: no device plans a closing that will not come.
    expect(held).toMatchObject({ isOpen: true, closesAt: null });

    expect((await disputeRequest(app, lateBuyer.cookie, order.id, 'close')).statusCode).toBe(200);
    const closed = await conversationWith(lateBuyer.cookie, seller.userId);
    expect(closed?.isOpen).toBe(false);
    expect(closed?.closesAt).toBe(
      new Date(Date.parse(closed!.openedAt) + MESSAGING.openHours * 3600_000).toISOString(),
    );
  });
});
