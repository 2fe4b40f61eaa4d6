// The chat in two browsers (spec 2 §2, §4): a buyer orders, both open /messages, messages go both ways
// live, the unread badge rises and clears, presence follows a closed page; the demo's closed conversation.

import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  desktopContext,
  launchBrowser,
  mobileContext,
  type RunningServer,
  screenshot,
  startServer,
} from '../harness';
import { type Account, createAccount, DEMO, logIn } from '../helpers/session';

const PASSWORD = 'Bamako2026';
const PIN = '2468';
const SHOP = 'Pagnes Awa';

let server: RunningServer;
let browser: Browser;
let seller: Account;
let buyer: Account;
let productId: string;

async function call(account: Account, method: string, path: string, body?: FormData | object) {
  const headers: Record<string, string> = { cookie: account.cookie };
  if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

/** A seller with a shop and one product, and a buyer who orders it: that opens their conversation. */
async function openConversationByOrder(): Promise<void> {
  seller = await createAccount(server, {
    role: 'Vendeur',
    username: 'awapagnes',
    email: 'awa.pagnes@example.ml',
    password: PASSWORD,
    firstName: 'Awa',
    name: 'Diarra',
  });
  await call(
    seller,
    'POST',
    '/api/Shop/ajout',
    form({ shopName: SHOP, biography: 'Pagnes wax et bazin de Bamako', shopActivity: 'Mode et vêtements' }),
  );
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();
  const product = form({ productName: 'Pagne wax 6 yards', productPrice: '7500', productStock: '10' });
  product.append('Files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pagne.jpg');
  const created = await call(seller, 'POST', '/api/Product/ajout', product);
  buyer = await createAccount(server, {
    role: 'Client',
    username: 'moussak',
    email: 'moussa.k@example.ml',
    password: PASSWORD,
    firstName: 'Moussa',
    name: 'Keïta',
    pin: PIN,
    confirmPin: PIN,
  });
  productId = (created.product as { id: string }).id;
  await order();
}

async function order(): Promise<void> {
  await call(buyer, 'POST', '/api/User/confirm-pin', { code: PIN });
  await call(buyer, 'POST', '/api/Order/create', { productId, productNumber: 1, deliveryMethod: 'home' });
}

async function phoneOf(account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const context = await mobileContext(browser, server.url);
  await logIn(context, account.email, account.password);
  return { context, page: await context.newPage() };
}

const panel = (page: Page) => page.locator('.chat-panel');
const navBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Navigation principale' }).getByTestId('unread-badge');

async function openConversation(page: Page, name: string): Promise<void> {
  await page.getByTestId('conversation-item').filter({ hasText: name }).click();
  await panel(page).getByRole('heading', { name }).waitFor();
}

/** Screenshot once the panel's slide-in (and any other animation) has finished. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await screenshot(page, name);
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Message...').fill(text);
  await page.getByPlaceholder('Message...').press('Enter');
  await panel(page).locator('.chat-bubble--mine[data-status="sent"]', { hasText: text }).waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  await openConversationByOrder();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('live chat between a buyer and a seller on phones', () => {
  it('moves the bell without a reload when a notification is pushed (a new order)', async () => {
    const b = await phoneOf(seller);
    await b.page.goto('/accueil');
    const bell = b.page.getByTestId('notification-badge');
    await bell.waitFor();
    const before = Number(await bell.textContent());
    // The live connection starts after the first render: the buyer sees the seller online once it is up.
    await expect
      .poll(async () => {
        const list = (await call(buyer, 'GET', '/api/User/me/conversations')) as unknown as {
          participant: { isOnline: boolean };
        }[];
        return list[0]?.participant.isOnline;
      })
      .toBe(true);
    await order();
    await expect.poll(() => bell.textContent(), { timeout: 15_000 }).toBe(String(before + 1));
    await b.context.close();
  });

  it('delivers messages both ways live, moves the unread badge and the presence', async () => {
    const a = await phoneOf(buyer);
    const b = await phoneOf(seller);
    await a.page.goto('/messages');
    await b.page.goto('/messages');
    const sellerItem = a.page.getByTestId('conversation-item').filter({ hasText: SHOP });
    await sellerItem.waitFor();
    expect(await sellerItem.textContent()).toContain('Nouvelle conversation démarrée');
    expect(await sellerItem.textContent()).toContain('Nouveau');
    await b.page.getByTestId('conversation-item').filter({ hasText: 'moussak' }).waitFor();
    await shot(a.page, 'messages-list-mobile');

    // The buyer writes; the seller, on the list, sees the badge rise live.
    await openConversation(a.page, SHOP);
    await panel(a.page)
      .getByText('ne finalisez jamais une vente en dehors de Sugu', { exact: false })
      .waitFor();
    await send(a.page, 'Bonjour Awa, livrez-vous à Kalaban Coura ?');
    await expect.poll(() => navBadge(b.page).textContent(), { timeout: 15_000 }).toBe('1');
    const buyerItem = b.page.getByTestId('conversation-item').filter({ hasText: 'moussak' });
    await buyerItem.getByText('Bonjour Awa, livrez-vous à Kalaban Coura ?').waitFor();
    expect(await b.page.getByRole('tab', { name: 'Discussions (1)' }).count()).toBe(1);
    await shot(b.page, 'messages-unread-mobile');

    // The seller opens it: the badge clears, the buyer is shown online; the answer reaches the buyer live.
    await openConversation(b.page, 'moussak');
    await navBadge(b.page).waitFor({ state: 'detached' });
    await b.page.getByRole('tab', { name: 'Discussions', exact: true }).waitFor();
    await expect.poll(() => panel(b.page).getByTestId('presence').textContent()).toBe('En ligne');
    await send(b.page, 'Oui, demain après-midi 🚚');
    await panel(a.page).locator('.chat-bubble--theirs', { hasText: 'Oui, demain après-midi 🚚' }).waitFor();
    await shot(a.page, 'messages-conversation-mobile');
    await shot(b.page, 'messages-conversation-seller-mobile');

    // The emoji picker loads when opened and inserts into the input.
    await a.page.getByRole('button', { name: 'Insérer un emoji' }).click();
    await a.page.getByRole('button', { name: '👍' }).click();
    expect(await a.page.getByPlaceholder('Message...').inputValue()).toBe('👍');
    await shot(a.page, 'messages-emoji-mobile');

    // The buyer closes the page: the seller sees 'Vu …' instead of 'En ligne'.
    await a.context.close();
    await expect
      .poll(() => panel(b.page).getByTestId('presence').textContent(), { timeout: 20_000 })
      .toMatch(/^Vu aujourd'hui à \d\d:\d\d$/);

    // Back button, then the list shows the latest message with 'Vous : '.
    await panel(b.page).getByRole('button', { name: 'Retour aux discussions' }).click();
    await panel(b.page).waitFor({ state: 'detached' });
    expect(await buyerItem.textContent()).toContain('Vous : Oui, demain après-midi 🚚');
    await b.context.close();
  });

  it('shows a message pending while offline then sent, a failed one resent once, back, report and block', async () => {
    const a = await phoneOf(buyer);
    await a.page.goto('/messages');
    await openConversation(a.page, SHOP);
    await a.context.setOffline(true);
    await a.page.getByText('Reconnexion…').first().waitFor({ timeout: 30_000 });
    await a.page.getByPlaceholder('Message...').fill('Je serai là à 15 h');
    await a.page.getByPlaceholder('Message...').press('Enter');
    await panel(a.page).locator('.chat-bubble--mine[data-status="pending"]').waitFor();
    await shot(a.page, 'messages-offline-mobile');
    await a.context.setOffline(false);
    await panel(a.page)
      .locator('.chat-bubble--mine[data-status="sent"]', { hasText: 'Je serai là à 15 h' })
      .waitFor({ timeout: 30_000 });
    const res = await fetch(`${server.url}/api/User/me/conversations`, { headers: { cookie: buyer.cookie } });
    const [conversation] = (await res.json()) as { messages: { content: string }[] }[];
    expect(conversation!.messages.filter((m) => m.content === 'Je serai là à 15 h')).toHaveLength(1);

    // Offline past the acknowledgement delay: the message fails; 'Réessayer' sends it once, same client id.
    await a.context.setOffline(true);
    await a.page.getByText('Reconnexion…').first().waitFor({ timeout: 30_000 });
    await a.page.getByPlaceholder('Message...').fill('Appelez-moi en arrivant');
    await a.page.getByPlaceholder('Message...').press('Enter');
    const failed = panel(a.page).locator('.chat-bubble--mine[data-status="failed"]');
    await failed.waitFor({ timeout: 20_000 });
    expect(await failed.textContent()).toContain("Le message n'a pas pu être envoyé");
    await shot(a.page, 'messages-failed-mobile');
    await a.context.setOffline(false);
    await a.page.getByText('Reconnexion…').first().waitFor({ state: 'detached', timeout: 30_000 });
    await failed.getByRole('button', { name: 'Réessayer' }).click();
    await panel(a.page)
      .locator('.chat-bubble--mine[data-status="sent"]', { hasText: 'Appelez-moi en arrivant' })
      .waitFor();
    const again = await fetch(`${server.url}/api/User/me/conversations`, {
      headers: { cookie: buyer.cookie },
    });
    const [after] = (await again.json()) as { messages: { content: string }[] }[];
    expect(after!.messages.filter((m) => m.content === 'Appelez-moi en arrivant')).toHaveLength(1);

    // The phone's back button closes the conversation, not the page.
    await a.page.goBack();
    await panel(a.page).waitFor({ state: 'detached' });
    expect(new URL(a.page.url()).pathname).toBe('/messages');
    await openConversation(a.page, SHOP);

    // Report a message, then block the seller: French confirmations, and the conversation closes.
    await panel(a.page).locator('.chat-bubble--theirs button').first().click();
    await panel(a.page).getByRole('button', { name: 'Signaler ce message' }).click();
    const report = a.page.getByRole('dialog', { name: 'Signaler ce message' });
    await report
      .getByLabel('Pourquoi signalez-vous ce contenu ?')
      .fill('Demande de paiement hors plateforme');
    await shot(a.page, 'messages-report-mobile');
    await report.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await a.page.getByText('Signalement envoyé, merci').waitFor();
    await panel(a.page).getByRole('button', { name: 'Plus d’options' }).click();
    await a.page.getByRole('menuitem', { name: `Bloquer ${SHOP}` }).click();
    const confirm = a.page.getByRole('dialog', { name: /^Bloquer cet utilisateur/ });
    await shot(a.page, 'messages-block-mobile');
    await confirm.getByRole('button', { name: 'Bloquer', exact: true }).click();
    await a.page.getByText('Utilisateur bloqué').waitFor();
    await panel(a.page).getByText('La conversation est fermée 36h après une commande').waitFor();
    expect(await a.page.getByPlaceholder('Message...').count()).toBe(0);
    await a.context.close();
  });
});

describe('the demo data', () => {
  let demo: RunningServer;
  beforeAll(async () => {
    demo = await startServer({ SEED_DEMO: 'true' });
  }, 240_000);
  afterAll(async () => demo?.stop());

  it('shows a closed conversation read-only, and the list on a wide screen', async () => {
    const context = await mobileContext(browser, demo.url);
    await logIn(context, DEMO.seller);
    const page = await context.newPage();
    await page.goto('/messages');
    const items = page.getByTestId('conversation-item');
    await items.first().waitFor();
    await shot(page, 'messages-demo-list-mobile');
    // The closed one: a client's boubou order nine days ago.
    await items.filter({ hasText: 'Reçu, il est magnifique' }).click();
    await panel(page).getByText('La conversation est fermée 36h après une commande').waitFor();
    expect(await page.getByPlaceholder('Message...').count()).toBe(0);
    await shot(page, 'messages-closed-mobile');
    await context.close();

    const wide = await desktopContext(browser, demo.url);
    await logIn(wide, DEMO.client);
    const desk = await wide.newPage();
    await desk.goto('/messages');
    await desk.getByTestId('conversation-item').first().waitFor();
    await shot(desk, 'messages-list-desktop');
    await desk.getByTestId('conversation-item').filter({ hasText: 'Bazin de Bamako' }).click();
    await desk.getByPlaceholder('Message...').waitFor();
    await shot(desk, 'messages-conversation-desktop');
    await wide.close();
  });
});
