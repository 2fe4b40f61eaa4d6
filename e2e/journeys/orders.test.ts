// Orders and shop ratings on a phone: the guest invite, a Client ordering with the
// PIN (locked after 10 wrong codes for the time the server says, even on a phone whose clock is wrong), the
// seller accepting from /messages in a second browser context (pushed live to the buyer's open order screen),
// the buyer confirming receipt and rating, the review on the shop page, the server's 'Stock insuffisant', a
// wallet-paid order moving the seller's balance once received (buyer protection: escrow), and the order
// form at 360 px and on a desktop.
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { createAccount, DEMO, logIn, sessionCookie } from '../helpers/session';
import { useJourney } from '../journey';

// Its own demo server: its orders move the demo's stocks, wallets and conversations.
const journey = useJourney({ seed: true, own: true });

interface ApiProduct {
  id: string;
  productName: string;
  productPrice: number;
  productStock: number;
  productShop: { id: string; shopName: string };
}

const PIN = '1234';
let product: ApiProduct;
let buyer: BrowserContext;
let seller: BrowserContext;

async function call<T>(path: string, init: RequestInit & { cookie?: string } = {}): Promise<T> {
  const { cookie, ...rest } = init;
  const res = await fetch(`${journey.url}${path}`, {
    ...rest,
    headers: { ...(rest.body && { 'Content-Type': 'application/json' }), ...(cookie && { cookie }) },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function productNamed(name: string): Promise<ApiProduct> {
  const page = await call<{ items: ApiProduct[] }>(`/api/Product?keyword=${encodeURIComponent(name)}`);
  const found = page.items.find((p) => p.productName === name);
  if (!found) throw new Error(`no demo product ${name}`);
  return found;
}

const balanceOf = async (context: BrowserContext) =>
  (await call<{ walletBudget: number }>('/api/User/me', { cookie: await sessionCookie(context) }))
    .walletBudget;

/** Waits for the images on screen and for popups to settle, then saves the screenshot. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await animationsDone(page);
  await screenshot(page, name);
}

/** How many lines the text of `element` (its first `length` characters) takes on screen. */
function linesOf(element: Locator, length?: number): Promise<number> {
  return element.evaluate((el, upTo) => {
    const text = el.firstChild!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, upTo ?? text.textContent!.length);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
  }, length);
}

/** Types the PIN in the four boxes and validates. */
async function typePin(page: Page, code: string): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Confirmation PIN' });
  await popup.getByLabel('Chiffre 1 du code PIN').waitFor();
  for (let i = 0; i < code.length; i++) await popup.getByLabel(`Chiffre ${i + 1} du code PIN`).fill(code[i]!);
  await popup.getByRole('button', { name: 'Valider' }).click();
}

/** From /produit/{id}: 'Commander maintenant', the form (quantity, delivery, payment), then the PIN. */
async function orderFromProductPage(
  page: Page,
  options: { quantity?: number; delivery?: string; wallet?: boolean; shots?: boolean; total?: string } = {},
) {
  await page.goto(`/produit/${product.id}`);
  await page.getByRole('button', { name: 'Commander maintenant' }).click();
  const form = page.getByRole('dialog', { name: 'Finaliser la commande' });
  await form.waitFor();
  for (let n = 1; n < (options.quantity ?? 1); n++) {
    await form.getByRole('button', { name: 'Augmenter la quantité' }).click();
  }
  if (options.delivery) await form.getByText(options.delivery, { exact: true }).click();
  if (options.wallet) await form.getByText(/Payer avec mon portefeuille/).click();
  if (options.total) expect(await form.getByTestId('order-total').textContent()).toBe(options.total);
  // A quantity typed beyond the stock is ignored.
  const quantity = form.getByRole('textbox', { name: 'Quantité' });
  const typed = await quantity.inputValue();
  await quantity.fill(String(product.productStock + 1));
  expect(await quantity.inputValue()).toBe(typed);
  expect(await form.getByText('Stock insuffisant').count()).toBe(0);
  if (options.shots) await shot(page, 'orders-form');
  await form.getByRole('button', { name: 'Commander' }).click();
  return form;
}

beforeAll(async () => {
  product = await productNamed('Bazin riche getzner');
  buyer = await journey.phone();
  await logIn(buyer, DEMO.client);
  seller = await journey.phone();
  await logIn(seller, DEMO.seller);
}, 240_000);

describe('orders on a phone', () => {
  it('a guest who orders gets the invite to sign up or log in', async () => {
    const { context, page } = await journey.newPage();
    await page.goto(`/produit/${product.id}`);
    await page.getByRole('button', { name: 'Commander maintenant' }).click();
    const invite = page.getByRole('dialog');
    await invite.getByRole('link', { name: "S'inscrire" }).waitFor();
    await invite.getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Finaliser la commande' }).count()).toBe(0);
    await context.close();
  });

  it('a Client orders with the PIN, the seller accepts, the buyer receives, rates, and the shop shows it', async () => {
    const page = await buyer.newPage();
    await orderFromProductPage(page, {
      quantity: 2,
      delivery: 'Je récupère',
      shots: true,
      total: '15\u202f000 FCFA',
    });

    // A wrong PIN first, then the right one: 'Code validé !', then the notice. Nothing was paid (pay on
    // delivery): 'Commande envoyée', not the spec's 'Paiement réussi'.
    await typePin(page, '0000');
    const pin = page.getByRole('dialog', { name: 'Confirmation PIN' });
    await pin.getByText('Code incorrect').waitFor();
    await shot(page, 'orders-pin');
    await typePin(page, PIN);
    await pin.getByText('Code validé !').waitFor();
    const sent = page.getByRole('dialog', { name: 'Commande envoyée' });
    await sent.getByText(/Rien n'a été payé : vous réglerez à la livraison/).waitFor();
    expect(await page.getByRole('dialog', { name: 'Paiement réussi' }).count()).toBe(0);
    await shot(page, 'orders-success-agreement');
    await sent.getByRole('button', { name: "Voir l'état" }).click();
    await page.waitForURL('**/messages');

    // Commandes: the newest order first, Pending, with its short reference and its total.
    const commandes = page.getByRole('tab', { name: /Commandes/ });
    await commandes.waitFor();
    const first = page.getByTestId('orders-list').getByRole('button').first();
    const [placed] = await call<{ id: string; reference: string }[]>('/api/Order/my-orders', {
      cookie: await sessionCookie(buyer),
    });
    expect(placed!.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    await first.getByText(`ID: ${placed!.reference} - Bazin riche getzner`).waitFor();
    expect(await first.getByTestId('order-total').textContent()).toBe('15\u202f000 XOF');
    await first.getByText('2 × 7\u202f500 XOF', { exact: true }).waitFor();
    expect(await first.getAttribute('data-state')).toBe('Pending');
    // No 36-character id wrapping over three or four lines: the reference whole on the first line, the
    // product name after it, two lines at most.
    const line = first.getByText(`ID: ${placed!.reference}`, { exact: false });
    expect(await linesOf(line)).toBeLessThanOrEqual(2);
    expect(await linesOf(line, `ID: ${placed!.reference}`.length)).toBe(1);
    await shot(page, 'orders-messages-buyer');

    // The buyer keeps the order screen open, 'En attente'.
    await first.click();
    const buyerPanel = page.getByTestId('order-panel');
    expect(await buyerPanel.getByTestId('order-reference').textContent()).toBe(placed!.reference);
    expect(await buyerPanel.getByTestId('order-state').textContent()).toBe('En attente');
    await buyerPanel.getByText('À la livraison / par entente').waitFor();
    await shot(page, 'orders-panel-buyer-pending');
    const acceptedBefore = Number((await commandes.textContent())?.match(/\((\d+)\)/)?.[1] ?? 0);

    // The seller, in another browser, accepts from the order screen and sees the buyer's phone.
    const sellerPage = await seller.newPage();
    await sellerPage.goto('/messages');
    await sellerPage.getByRole('tab', { name: /Commandes/ }).click();
    const newOrder = sellerPage.getByTestId('orders-list').getByRole('button').first();
    await newOrder.getByText(`ID: ${placed!.reference} - Bazin riche getzner`).waitFor();
    expect(await newOrder.getAttribute('data-state')).toBe('Pending');
    await newOrder.click();
    const panel = sellerPage.getByTestId('order-panel');
    await panel.getByText('clientdemo').waitFor();
    expect(await panel.getByTestId('order-reference').textContent()).toBe(placed!.reference);
    expect(await panel.getByTestId('order-amount').textContent()).toBe('15\u202f000 XOF');
    expect(await panel.getByTestId('order-phone').count()).toBe(0);
    // The owner's rate button does nothing.
    expect(await panel.getByRole('button', { name: 'Évaluer' }).isDisabled()).toBe(true);
    await shot(sellerPage, 'orders-panel-seller-pending');
    // The seller's 'Nouvelle commande' names the order by the same reference.
    const notes = await call<{ items: { link: string | null; message: string }[] }>(
      '/api/Notification/my-notifications',
      { cookie: await sessionCookie(seller) },
    );
    expect(notes.items.find((n) => n.link?.endsWith(placed!.id))?.message).toContain(placed!.reference);

    // The buyer's live connection is up (the seller sees them online); their list is not read again from
    // here on, so only the pushed change can move the open screen.
    await expect
      .poll(async () => {
        const list = await call<{ participant: { username: string; isOnline: boolean } }[]>(
          '/api/User/me/conversations',
          { cookie: await sessionCookie(seller) },
        );
        return list.find((c) => c.participant.username === 'clientdemo')?.participant.isOnline;
      })
      .toBe(true);
    const held: Route[] = [];
    await page.route(/\/api\/Order\/my-orders/, (route) => void held.push(route));

    await panel.getByRole('button', { name: 'Accepter' }).click();
    await panel.getByTestId('order-phone').getByText('+223 66284571').waitFor();
    expect(await panel.getByTestId('order-state').textContent()).toBe('Acceptée');
    await shot(sellerPage, 'orders-panel-seller-accepted');

    // The buyer's open screen says it at once, without a reload, and the tab counts the accepted order.
    await buyerPanel.getByTestId('order-state').getByText('Acceptée').waitFor({ timeout: 5_000 });
    await page.getByRole('tab', { name: `Commandes (${acceptedBefore + 1})` }).waitFor();
    // Then the order is read again: the seller's phone, now that it is accepted.
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(/\/api\/Order\/my-orders/);
    await buyerPanel.getByTestId('order-phone').getByText('+223', { exact: false }).waitFor();
    await buyerPanel.getByText('Bazin de Bamako').first().waitFor();
    await shot(page, 'orders-panel-buyer-accepted');

    // The order notification's link (/messages?commande={id}) opens this order's screen.
    await sellerPage.goto(`/messages?commande=${placed!.id}`);
    await sellerPage.getByTestId('order-panel').getByText(placed!.reference).waitFor();

    await buyerPanel.getByRole('button', { name: "J'ai reçu ma commande" }).click();
    await buyerPanel.getByTestId('order-state').getByText('Terminée').waitFor();

    // Rating: no note yet, then 4 stars 'Bien' and a review with its counter.
    await buyerPanel.getByRole('button', { name: 'Évaluer' }).click();
    const rating = page.getByRole('dialog', { name: 'Évaluer la boutique' });
    await rating.getByText('Sélectionnez une note').waitFor();
    expect(await rating.getByRole('button', { name: 'Envoyer' }).isDisabled()).toBe(true);
    await rating.getByRole('button', { name: /^4 étoiles/ }).click();
    await rating.getByTestId('rating-label').getByText('Bien').waitFor();
    const review = 'Tissu superbe, livraison rapide.';
    await rating.getByRole('textbox').fill(review);
    await rating.getByText(`${review.length}/200 caractères`).waitFor();
    await shot(page, 'orders-rating');
    await rating.getByRole('button', { name: 'Envoyer' }).click();
    await page.getByText('Merci pour votre évaluation !').waitFor();

    // The shop page lists the review, newest first.
    await page.goto(`/boutique/${product.productShop.id}`);
    await page.getByRole('tab', { name: /^Avis/ }).click();
    const reviews = page.getByTestId('shop-reviews');
    await reviews.getByText(review).waitFor();
    expect(await reviews.locator('li').first().textContent()).toContain('clientdemo');
    expect(await page.getByTestId('shop-rating').textContent()).toMatch(/avis\)/);
    await shot(page, 'orders-shop-reviews');
    await sellerPage.close();
    await page.close();
  }, 120_000);

  it("shows the server's 'Stock insuffisant' when the stock fell meanwhile, and orders nothing", async () => {
    const page = await buyer.newPage();
    const before = (await call<unknown[]>('/api/Order/my-orders', { cookie: await sessionCookie(buyer) }))
      .length;
    await page.goto(`/produit/${product.id}`);
    await page.getByRole('button', { name: 'Commander maintenant' }).click();
    const form = page.getByRole('dialog', { name: 'Finaliser la commande' });
    await form.getByRole('button', { name: 'Augmenter la quantité' }).click();
    // The seller sets the stock to 1 while the buyer is on the form.
    const stock = (await productNamed(product.productName)).productStock;
    await call(`/api/Product/modifier/stock/${product.id}`, {
      method: 'PUT',
      cookie: await sessionCookie(seller),
      body: JSON.stringify({ productStock: 1 }),
    });
    await form.getByRole('button', { name: 'Commander' }).click();
    await typePin(page, PIN);
    await form.getByRole('alert').getByText('Stock insuffisant').waitFor();
    await form.getByRole('button', { name: 'Réessayer' }).waitFor();
    await shot(page, 'orders-stock-insufficient');
    const after = (await call<unknown[]>('/api/Order/my-orders', { cookie: await sessionCookie(buyer) }))
      .length;
    expect(after).toBe(before);
    await call(`/api/Product/modifier/stock/${product.id}`, {
      method: 'PUT',
      cookie: await sessionCookie(seller),
      body: JSON.stringify({ productStock: stock }),
    });
    await page.close();
  });

  it("a wallet-paid order moves the seller's balance once the buyer confirms receipt", async () => {
    const buyerBefore = await balanceOf(buyer);
    const sellerBefore = await balanceOf(seller);
    const page = await buyer.newPage();
    const form = await orderFromProductPage(page, { wallet: true });
    await form.waitFor({ state: 'detached' });
    await typePin(page, PIN);
    // The wallet paid: the spec's notice and text.
    const paid = page.getByRole('dialog', { name: 'Paiement réussi' });
    await paid.getByText("Commande passée avec succès, consultez l'état dans vos messages").waitFor();
    await shot(page, 'orders-success-wallet');
    expect(await balanceOf(buyer)).toBe(buyerBefore - product.productPrice);
    expect(await balanceOf(seller)).toBe(sellerBefore);

    const cookie = await sessionCookie(buyer);
    const [order] = await call<{ id: string; orderState: string }[]>('/api/Order/my-orders', { cookie });
    expect(order?.orderState).toBe('Pending');
    await call(`/api/Order/${order!.id}/accept`, { method: 'POST', cookie: await sessionCookie(seller) });
    expect(await balanceOf(seller)).toBe(sellerBefore);
    await call(`/api/Order/${order!.id}/finish`, { method: 'POST', cookie });
    expect(await balanceOf(seller)).toBe(sellerBefore + product.productPrice);
    await page.close();
  });

  it("fits the order form: each delivery choice on one line at 360 px, clear of a desktop window's bottom", async () => {
    const page = await buyer.newPage();
    await page.goto(`/produit/${product.id}`);
    await page.getByRole('button', { name: 'Commander maintenant' }).click();
    const form = page.getByRole('dialog', { name: 'Finaliser la commande' });
    await form.waitFor();
    const lines = (label: string) =>
      form.getByText(label, { exact: true }).evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size;
      });
    for (const label of ['À domicile', 'Me contacter', 'Je récupère'])
      expect(await lines(label), label).toBe(1);
    await page.close();

    const context = await journey.desktop();
    await logIn(context, DEMO.client);
    const desk = await context.newPage();
    await desk.goto(`/produit/${product.id}`);
    await desk.getByRole('button', { name: 'Commander maintenant' }).click();
    const sheet = desk.getByRole('dialog', { name: 'Finaliser la commande' });
    await sheet.waitFor();
    await animationsDone(desk);
    const box = await sheet.evaluate((el) => {
      const panel = el.closest('.popup__panel') ?? el;
      const r = panel.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, radius: getComputedStyle(panel).borderBottomLeftRadius };
    });
    // A card with room around it, not a sheet stuck to the bottom edge.
    expect(800 - box.bottom).toBeGreaterThanOrEqual(24);
    expect(box.top).toBeGreaterThanOrEqual(24);
    expect(box.radius).not.toBe('0px');
    await shot(desk, 'orders-form-desktop');
    await context.close();
  });

  it('locks the PIN keypad after 10 wrong codes, counting down the time the server gives, whatever the phone’s clock', async () => {
    const account = await createAccount(journey.server, {
      email: 'awa.pin@example.ml',
      username: 'awapin',
      password: 'Motdepasse1',
    });
    const context = await journey.phone();
    await logIn(context, account.email, account.password);
    // The phone's clock is 8 minutes behind the server's (it once started at 15:08, or 23:00 here).
    await context.clock.install({ time: Date.now() - 8 * 60_000 });
    const page = await context.newPage();
    await orderFromProductPage(page);
    const pin = page.getByRole('dialog', { name: 'Confirmation PIN' });
    for (let i = 0; i < 9; i++) {
      await typePin(page, '1111');
      await pin.getByText('Code incorrect').waitFor();
    }
    await typePin(page, '1111');
    const locked = pin.getByRole('alert');
    await expect.poll(() => locked.textContent()).toMatch(/^Trop de tentatives · Réessayez dans 1[45]:\d\d$/);
    expect(await locked.textContent()).toMatch(/dans (15:00|14:5\d)$/);
    expect(await pin.getByLabel('Chiffre 1 du code PIN').isDisabled()).toBe(true);
    await shot(page, 'orders-pin-locked');
    // A minute later on the phone: a minute less. The server has not lived that minute (only the phone's clock
    // jumped): a fresh answer of its own (the session, stale after 60 s, is asked again) would rightly show
    // its time instead, so its answers wait until the phone's countdown has been read.
    const held: Route[] = [];
    await page.route(/\/api\/User\/session/, (route) => void held.push(route));
    await context.clock.runFor(60_000);
    await expect.poll(() => locked.textContent()).toMatch(/dans (14:00|13:5\d)$/);
    // Let the held answers go, then stop holding (unroute lets any later one go itself).
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(/\/api\/User\/session/);

    // Asked again later, the popup and the settings' PIN take what is left from the server (GET /api/User/me).
    await page.reload();
    await orderFromProductPage(page);
    await expect.poll(() => locked.textContent()).toMatch(/^Trop de tentatives · Réessayez dans 1[34]:\d\d$/);
    await page.goto('/profil');
    await page.getByRole('button', { name: /Modifier mon profil/ }).click();
    const settingsPin = page.getByRole('dialog', { name: 'Code PIN' });
    await expect
      .poll(() => settingsPin.getByRole('alert').textContent())
      .toMatch(/^Trop de tentatives · Réessayez dans 1[34]:\d\d$/);
    expect(await settingsPin.getByLabel('Chiffre 1 du code PIN').isDisabled()).toBe(true);
    await shot(page, 'settings-pin-locked');
    await context.close();
  });

  it('switches the /messages tabs by a horizontal swipe of 50 px or more', async () => {
    const page = await buyer.newPage();
    await page.goto('/messages');
    const discussions = page.getByRole('tab', { name: /^Discussions/ });
    await discussions.waitFor();
    const swipe = (from: number, to: number) =>
      page.evaluate(
        ([x0, x1]) => {
          const panel = document.getElementById('messages-panel')!;
          const touch = (x: number) => new Touch({ identifier: 1, target: panel, clientX: x, clientY: 300 });
          panel.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(x0!)] }));
          panel.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(x1!)] }));
        },
        [from, to],
      );
    await swipe(300, 270); // 30 px: not a swipe
    expect(await discussions.getAttribute('aria-selected')).toBe('true');
    await swipe(300, 200); // left: the next tab
    await page.getByTestId('orders-list').waitFor();
    await swipe(100, 200); // right: back
    await expect.poll(() => discussions.getAttribute('aria-selected')).toBe('true');
    await page.close();
  });
});
