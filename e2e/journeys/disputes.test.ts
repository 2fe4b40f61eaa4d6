// A problem with an order, on a phone and on a desktop: the demo client pays an order from the wallet,
// the demo seller accepts it; the buyer reports a problem with a photo from the order screen of /messages
// ('Signaler un problème'), the seller answers in the thread, then either the buyer says 'Le problème est
// réglé', or the demo operator refunds from the console (reason, PIN): the buyer's balance and both order
// screens show the outcome in plain French after a reload.
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { postAs } from '../helpers/api';
import { confirmPin, DEMO, logIn, sessionCookie } from '../helpers/session';
import { useJourney } from '../journey';

// Its own demo server: its orders move the demo's stocks and wallets.
const journey = useJourney({ seed: true, own: true });

let buyer: BrowserContext;
let seller: BrowserContext;

const post = <T>(path: string, cookie: string, body?: unknown) => postAs<T>(journey.url, path, cookie, body);

/** A wallet-paid order of the demo client for a demo product, accepted by the demo seller. */
const balanceOf = async (context: BrowserContext) => {
  const res = await fetch(`${journey.url}/api/User/me`, {
    headers: { cookie: await sessionCookie(context) },
  });
  return ((await res.json()) as { walletBudget: number }).walletBudget;
};

async function acceptedOrder(): Promise<{
  id: string;
  reference: string;
  shopId: string;
  totalPrice: number;
}> {
  const res = await fetch(`${journey.url}/api/Product?keyword=${encodeURIComponent('Bazin riche getzner')}`);
  const product = ((await res.json()) as { items: { id: string; productShop: { id: string } }[] }).items[0]!;
  const buyerCookie = await sessionCookie(buyer);
  await post('/api/User/confirm-pin', buyerCookie, { code: '1234' });
  const { order } = await post<{ order: { id: string; reference: string; totalPrice: number } }>(
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
    const { context: desktop, page: wide } = await journey.newPage({ as: DEMO.client, desktop: true });
    await wide.goto(`/messages?commande=${order.id}`);
    await wide.getByTestId('dispute-thread').getByTestId('dispute-outcome').waitFor();
    await shot(wide, 'disputes-closed-desktop');
    await desktop.close();
  });
});

describe('an operator decides a dispute from the console', () => {
  it('buyer reports with a photo, seller answers, operator refunds: balance and both panels show it', async () => {
    const order = await acceptedOrder();
    const balance = await balanceOf(buyer);
    // The buyer reports with a photo, the seller answers (their screens are tested above).
    const page = await buyer.newPage();
    await page.goto(`/messages?commande=${order.id}`);
    const panel = page.getByTestId('order-panel');
    await panel.getByRole('button', { name: 'Signaler un problème' }).click();
    const form = panel.getByTestId('dispute-form');
    await form.getByLabel('Commande non reçue').check();
    await form.getByRole('textbox', { name: 'Description' }).fill('Toujours rien reçu après dix jours.');
    await form.getByTestId('dispute-photo-input').setInputFiles({
      name: 'suivi.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await form.getByRole('img', { name: 'Photo choisie 1' }).waitFor();
    await form.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await panel.getByTestId('dispute-thread').waitFor();
    expect(await balanceOf(buyer)).toBe(balance);
    const sellerPage = await seller.newPage();
    await sellerPage.goto(`/messages?commande=${order.id}`);
    const sellerThread = sellerPage.getByTestId('order-panel').getByTestId('dispute-thread');
    await sellerThread.getByLabel('Votre message').fill('Le livreur dit l’avoir déposé au marché.');
    await sellerThread.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await sellerThread.getByText('Le livreur dit l’avoir déposé au marché.').waitFor();

    // The queue on a desktop, then the whole decision on a phone.
    for (const [device, suffix] of [
      [await journey.desktop(), 'desktop'],
      [await journey.phone(), 'mobile'],
    ] as const) {
      await logIn(device, 'admindemo');
      const console = await device.newPage();
      await console.goto('/admin');
      await console
        .getByRole('link', { name: /Litiges/ })
        .first()
        .click();
      const row = console.getByTestId('admin-dispute').filter({ hasText: order.reference });
      await row.waitFor();
      await shot(console, `disputes-console-queue-${suffix}`);
      if (suffix === 'desktop') {
        await device.close();
        continue;
      }
      await row.click();
      const detail = console.getByTestId('admin-dispute-detail');
      await detail.getByText('Le livreur dit l’avoir déposé au marché.').waitFor();
      await detail.getByRole('img', { name: 'Photo 1 de clientdemo' }).waitFor();
      await detail
        .getByText('Votre lecture de cette conversation est inscrite au journal des opérateurs.')
        .waitFor();
      await shot(console, 'disputes-console-detail-mobile');
      await expectNoSeriousA11yViolations(console, 'console dispute');
      await detail.getByRole('button', { name: 'Rembourser l’acheteur' }).click();
      const dialog = console.getByRole('dialog', { name: 'Rembourser l’acheteur' });
      await dialog.getByLabel('Raison (obligatoire, inscrite au journal)').fill('Aucune preuve de livraison');
      await shot(console, 'disputes-console-refund-dialog-mobile');
      await dialog.getByRole('button', { name: 'Rembourser l’acheteur' }).click();
      await confirmPin(console, '1234');
      await console.getByRole('status').filter({ hasText: 'Litige tranché' }).waitFor();
      await detail.getByTestId('dispute-outcome').waitFor();
      await shot(console, 'disputes-console-decided-mobile');
      await device.close();
    }

    // The money came back, and both order screens say so after a reload.
    expect(await balanceOf(buyer)).toBe(balance + order.totalPrice);
    const outcome = 'Litige clos : l’acheteur est remboursé de 7\u202f500 FCFA.';
    await page.reload();
    expect(await panel.getByTestId('dispute-outcome').textContent()).toBe(outcome);
    await panel.getByTestId('order-state').getByText('Remboursée').waitFor();
    await panel.getByTestId('dispute-outcome').scrollIntoViewIfNeeded();
    await shot(page, 'disputes-refunded-buyer');
    await sellerPage.reload();
    expect(await sellerPage.getByTestId('dispute-outcome').textContent()).toBe(outcome);
    await page.goto('/portefeuille');
    await page.getByTestId('wallet-balance').waitFor();
    expect((await page.getByTestId('wallet-balance').textContent())?.replace(/\s/g, ' ')).toBe(
      `${(balance + order.totalPrice).toLocaleString('fr-FR').replace(/\s/g, ' ')} XOF`,
    );
    await shot(page, 'disputes-refunded-wallet');
  });
});
