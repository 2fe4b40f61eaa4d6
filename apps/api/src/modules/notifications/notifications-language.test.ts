// Notifications are written in their receiver's language, whoever causes them (packages/domain i18n.ts).
import { ORDER_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import * as factories from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp();
const { buildOrder, buildProduct, buildSeller, buildUser, notificationsOf, orderAction } = factories;

const chooseLanguage = (cookie: string, language: 'fr' | 'en') =>
  app.inject({ method: 'PUT', url: '/api/EditParam/me', payload: { language }, headers: { cookie } });

describe('notifications in the receiver’s language', () => {
  it('tells an English-speaking seller of a French-speaking buyer’s order in English, and the buyer the answer in French', async () => {
    const seller = await buildSeller(app, { shopName: 'Kente House' });
    expect((await chooseLanguage(seller.cookie, 'en')).statusCode).toBe(200);
    const buyer = await buildUser(app);
    const productId = (await buildProduct(app, seller, { stock: 5 })).id;

    const order = await buildOrder(app, buyer.cookie, productId, 2);
    const [toSeller] = (await notificationsOf(app, seller.userId)).filter((n) => n.type === 'Purchase');
    expect(toSeller?.title).toBe('New order');
    expect(toSeller?.message).toMatch(/^\w+ ordered 2 × .+ \(.+ FCFA\) · order [A-Z0-9]{4}-[A-Z0-9]{4}\.$/);
    expect(toSeller?.message).not.toMatch(/commandé|commande/);

    // The seller, browsing in English, accepts: the French-speaking buyer reads French.
    const accepted = await orderAction(app, seller.cookie, order.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const [toBuyer] = (await notificationsOf(app, buyer.userId)).filter((n) => n.type === 'PurchaseAccept');
    expect(toBuyer?.title).toBe(ORDER_MSG.acceptedTitle);
    expect(toBuyer?.message).toMatch(/^Kente House a accepté votre commande .+ de .+\.$/);
  });
});
