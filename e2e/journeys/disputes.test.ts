// A problem with an order, on a phone and on a desktop: the demo client pays an order from the wallet,
// the demo seller accepts it; the buyer reports a problem with a photo from the order screen of /messages
// ('Signaler un problème'), the seller answers in the thread, the buyer says 'Le problème est réglé' and
// both order screens show the outcome in plain French after a reload.
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { postAs } from '../helpers/api';
import { DEMO, logIn, sessionCookie } from '../helpers/session';
import { useJourney } from '../journey';

// Its own demo server: its orders move the demo's stocks and wallets.
const journey = useJourney({ seed: true, own: true });

let buyer: BrowserContext;
let seller: BrowserContext;

const post = <T>(path: string, cookie: string, body?: unknown) => postAs<T>(journey.url, path, cookie, body);

/** A wallet-paid order of the demo client for a demo product, accepted by the demo seller. */
async function acceptedOrder(): Promise<{ id: string; reference: string; shopId: string }> {
  const res = await fetch(`${journey.url}/api/Product?keyword=${encodeURIComponent('Bazin riche getzner')}`);
  const product = ((await res.json()) as { items: { id: string; productShop: { id: string } }[] }).items[0]!;
  const buyerCookie = await sessionCookie(buyer);
  await post('/api/User/confirm-pin', buyerCookie, { code: '1234' });
  const { order } = await post<{ order: { id: string; reference: string } }>(
    '/api/Order/create',
    buyerCookie,
    {
      productId: product.id,
      productNumber: 1,
      deliveryMethod: 'home',
      paymentMethod: 'wallet',
    },
  );
  await post(`/api/Order/${order.id}/accept`, await sessionCookie(seller));
  return { ...order, shopId: product.productShop.id };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await animationsDone(page);
  await screenshot(page, name);
}

const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 180, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  buyer = await journey.phone();
  await logIn(buyer, DEMO.client);
  seller = await journey.phone();
  await logIn(seller, DEMO.seller);
}, 240_000);

describe('a dispute between the two parties', () => {
  it('the buyer reports with a photo, the seller answers, the buyer closes it, both screens show it', async () => {
    const order = await acceptedOrder();
    const page = await buyer.newPage();
    await page.goto(`/messages?commande=${order.id}`);
    const panel = page.getByTestId('order-panel');
    await panel.getByText(order.reference).waitFor();
    await panel.getByRole('button', { name: 'Signaler un problème' }).click();
    const form = panel.getByTestId('dispute-form');
    await form.getByLabel('Article endommagé').check();
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('Le pagne est arrivé déchiré sur un côté, voir la photo.');
    await form.getByTestId('dispute-photo-input').setInputFiles({
      name: 'dechirure.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await form.getByRole('img', { name: 'Photo choisie 1' }).waitFor();
    await form.getByRole('button', { name: 'Envoyer le signalement' }).scrollIntoViewIfNeeded();
    await shot(page, 'disputes-form-buyer');
    await form.getByRole('button', { name: 'Envoyer le signalement' }).click();

    const thread = panel.getByTestId('dispute-thread');
    await thread.getByText('Litige en cours : l’équipe Sugu suit l’échange.').waitFor();
    await panel.getByTestId('order-state').getByText('Litige en cours').waitFor();
    await thread.getByRole('img', { name: 'Photo 1 de clientdemo' }).waitFor();
    expect(await panel.getByRole('button', { name: "J'ai reçu ma commande" }).count()).toBe(0);
    await thread.getByRole('img', { name: 'Photo 1 de clientdemo' }).scrollIntoViewIfNeeded();
    await shot(page, 'disputes-thread-buyer');

    const sellerPage = await seller.newPage();
    await sellerPage.goto(`/messages?commande=${order.id}`);
    const sellerPanel = sellerPage.getByTestId('order-panel');
    const sellerThread = sellerPanel.getByTestId('dispute-thread');
    await sellerThread.getByText('Le pagne est arrivé déchiré sur un côté, voir la photo.').waitFor();
    expect(await sellerPanel.getByRole('button', { name: 'Le problème est réglé' }).count()).toBe(0);
    await sellerThread.getByLabel('Votre message').fill('Désolé ! Je vous envoie un pagne neuf demain.');
    await sellerThread.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await sellerThread.getByText('Désolé ! Je vous envoie un pagne neuf demain.').waitFor();
    await sellerThread.getByRole('button', { name: 'Envoyer', exact: true }).scrollIntoViewIfNeeded();
    await shot(sellerPage, 'disputes-thread-seller');

    await page.reload();
    await thread.getByText('Désolé ! Je vous envoie un pagne neuf demain.').waitFor();
    await thread.getByRole('button', { name: 'Le problème est réglé' }).click();
    await thread.getByTestId('dispute-outcome').waitFor();
    expect(await thread.getByTestId('dispute-outcome').textContent()).toBe(
      'Litige clos : l’acheteur a indiqué que le problème est réglé.',
    );
    await panel.getByTestId('order-state').getByText('Acceptée').waitFor();
    await panel.getByRole('button', { name: "J'ai reçu ma commande" }).waitFor();
    await thread.getByTestId('dispute-outcome').scrollIntoViewIfNeeded();
    await shot(page, 'disputes-closed-buyer');

    await sellerPage.reload();
    await sellerPanel.getByTestId('dispute-outcome').waitFor();

    // The shop's trust signal beside its rating: a withdrawn dispute counts nothing against it.
    await page.goto(`/boutique/${order.shopId}`);
    const trust = page.getByTestId('shop-trust');
    await trust.waitFor();
    expect(await trust.textContent()).toMatch(/^\d+ commandes? aboutie?s? · 0 litige perdu$/);
    await shot(page, 'disputes-shop-trust');

    // The same screen on a desktop.
    const desktop = await journey.desktop();
    await logIn(desktop, DEMO.client);
    const wide = await desktop.newPage();
    await wide.goto(`/messages?commande=${order.id}`);
    await wide.getByTestId('dispute-thread').getByTestId('dispute-outcome').waitFor();
    await shot(wide, 'disputes-closed-desktop');
    await desktop.close();
  });
});
