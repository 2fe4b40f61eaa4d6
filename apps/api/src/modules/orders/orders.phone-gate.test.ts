// The seller's gate (docs/RULES.md, Téléphone et SMS): a Vendeur without a verified phone cannot accept their first order.
import { PHONE_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildOrder,
  buildProduct,
  buildSeller,
  buildUser,
  lastSmsCode,
  orderAction,
  setPhone,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { orders } from '../../db/schema/index.js';

const { app, db } = await setupTestApp();

const stateOf = async (id: string) =>
  (await db.select({ s: orders.orderState }).from(orders).where(eq(orders.id, id)))[0]?.s;

async function orderFor(seller: Awaited<ReturnType<typeof buildSeller>>) {
  const buyer = await buildUser(app);
  const product = await buildProduct(app, seller, { stock: 5 });
  return buildOrder(app, buyer.cookie, product.id);
}

describe("the seller's phone gate", () => {
  it('shared factories build sellers with a verified phone', async () => {
    const seller = await buildSeller(app);
    expect(seller.user.isPhoneVerified).toBe(true);
    const order = await orderFor(seller);
    expect((await orderAction(app, seller.cookie, order.id, 'accept')).statusCode).toBe(200);
  });

  it('refuses the first acceptance of an unverified seller, then lets them through once verified', async () => {
    const seller = await buildSeller(app, {}, { phoneVerified: false, user: { phone: '71717171' } });
    expect(seller.user.isPhoneVerified).toBe(false);
    const order = await orderFor(seller);
    const refused = await orderAction(app, seller.cookie, order.id, 'accept');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'phone_verification_required',
      message:
        "Vérifiez votre numéro de téléphone avant d'accepter votre première commande : c'est lui que vos clients appelleront.",
    });
    expect(refused.json().message).toBe(PHONE_MSG.verifyBeforeFirstAccept);
    expect(await stateOf(order.id)).toBe('Pending');

    const headers = { cookie: seller.cookie };
    const url = '/api/Verification/phone';
    await app.inject({ method: 'POST', url: `${url}/send-code`, headers, payload: {} });
    const code = await lastSmsCode(app, '+22371717171');
    expect(
      (await app.inject({ method: 'POST', url: `${url}/verify-code`, headers, payload: { code } }))
        .statusCode,
    ).toBe(200);
    expect((await orderAction(app, seller.cookie, order.id, 'accept')).statusCode).toBe(200);
    expect(await stateOf(order.id)).toBe('Accepted');
  });

  it('does not block a seller who already accepted an order', async () => {
    const seller = await buildSeller(app);
    const first = await orderFor(seller);
    expect((await orderAction(app, seller.cookie, first.id, 'accept')).statusCode).toBe(200);
    // Their number changed since (no longer verified): the buyers already reach them.
    await setPhone(app, seller.userId, { isPhoneVerified: false });
    const second = await orderFor(seller);
    expect((await orderAction(app, seller.cookie, second.id, 'accept')).statusCode).toBe(200);
  });

  it('lets an unverified seller refuse', async () => {
    const seller = await buildSeller(app, {}, { phoneVerified: false });
    const order = await orderFor(seller);
    expect((await orderAction(app, seller.cookie, order.id, 'refuse')).statusCode).toBe(200);
  });
});
