// The chat in two browsers: a buyer orders, both open /messages, messages go both ways
// live, the unread badge rises and clears, presence follows a closed page; swipes (tabs, back), older
// messages on scroll up under the safety banner that heads the thread, block and unblock, a conversation
// closing live at its 36 h; the demo's closed conversations ('Fermée'), an old thread's day separators and
// the wide-screen layout.

import type { BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { type Account, createAccount, DEMO, logIn } from '../helpers/session';
import { useJourney } from '../journey';

const journey = useJourney();

const PASSWORD = 'Bamako2026';
const PIN = '2468';
const SHOP = 'Pagnes Awa';
// The page's delays a journey moves its clock past: a message the server has not acknowledged in 10 s fails
// (apps/web/src/features/messaging/hooks/outbox.ts); a failed reconnection is retried 2 s later.
const ACK_TIMEOUT_MS = 10_000;
const FIRST_RETRY_MS = 2_000;
// A conversation is written to for 36 h after its order; the list asks the server again a second after
// that, and every 30 s while the server still says open (features/messaging/hooks/use-closing-check.ts).
const CLOSING_MARGIN_MS = 1_000;
const RECHECK_MS = 30_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CLOSED = 'La conversation est fermée 36h après une commande';

interface ApiConversation {
  id: string;
  isOpen: boolean;
  closesAt: string;
  participant: { username: string };
  lastMessage: { content: string } | null;
  messages: { content: string; time: string }[];
}

let pair: Pair;
let seller: Account;
let buyer: Account;

async function call(account: Account, method: string, path: string, body?: FormData | object) {
  const headers: Record<string, string> = { cookie: account.cookie };
  if (body && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${journey.url}${path}`, {
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

interface Pair {
  seller: Account;
  buyer: Account;
  productId: string;
}

/** A seller with a shop and one product, and a buyer who orders it: that opens their conversation. */
async function openConversationByOrder(names: {
  seller: string;
  shop: string;
  buyer: string;
}): Promise<Pair> {
  const seller = await createAccount(journey.server, {
    role: 'Vendeur',
    username: names.seller,
    email: `${names.seller}@example.ml`,
    password: PASSWORD,
    firstName: 'Awa',
    name: 'Diarra',
  });
  await call(
    seller,
    'POST',
    '/api/Shop/ajout',
    form({
      shopName: names.shop,
      biography: 'Pagnes wax et bazin de Bamako',
      shopActivity: 'Mode et vêtements',
    }),
  );
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();
  const product = form({ productName: 'Pagne wax 6 yards', productPrice: '7500', productStock: '10' });
  product.append('Files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'pagne.jpg');
  const created = await call(seller, 'POST', '/api/Product/ajout', product);
  const buyer = await createAccount(journey.server, {
    role: 'Client',
    username: names.buyer,
    email: `${names.buyer}@example.ml`,
    password: PASSWORD,
    firstName: 'Moussa',
    name: 'Keïta',
    pin: PIN,
    confirmPin: PIN,
  });
  const pair = { seller, buyer, productId: (created.product as { id: string }).id };
  await order(pair);
  return pair;
}

async function order({ buyer, productId }: Pair): Promise<void> {
  await call(buyer, 'POST', '/api/User/confirm-pin', { code: PIN });
  await call(buyer, 'POST', '/api/Order/create', { productId, productNumber: 1, deliveryMethod: 'home' });
}

async function phoneOf(account: Account): Promise<{ context: BrowserContext; page: Page }> {
  const context = await journey.phone();
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
  await animationsDone(page);
  await screenshot(page, name);
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByPlaceholder('Message...').fill(text);
  await page.getByPlaceholder('Message...').press('Enter');
  await panel(page).locator('.chat-bubble--mine[data-status="sent"]', { hasText: text }).waitFor();
}

/**
 * A finger sliding `dx` px sideways from (x, y), as real touch events (CDP): the components read
 * touchstart/touchend, and the browser's own gesture handling runs as on a phone. At a finger's pace whatever
 * the machine's load: each event carries its own time (50 ms apart) and the finger rests before it lifts.
 * Events sent back to back, or bunched by a busy machine, made a fling that Chromium also took as its own
 * swipe back (overscroll history navigation), leaving /messages after the panel had closed.
 */
async function swipe(page: Page, x: number, y: number, dx: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const at = (step: number) => start + step * 0.05;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x, y }],
    timestamp: at(0),
  });
  for (const step of [1, 2, 3, 4, 5]) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * Math.min(step, 4)) / 4, y }],
      timestamp: at(step),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(6) });
  await cdp.detach();
  // Two frames: whatever the touchend changed has rendered.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
  );
}

/**
 * The network is back: the live connection returns at once, or at the next retry when that first attempt
 * came too early (Chromium tells the page 'online' a moment before its requests go through). The retry's
 * delay is passed on the page's clock, and only while no request of the connection is under way, so the
 * clock never runs ahead of an attempt. The notice goes only once connected: it says 'Reconnexion…' while
 * retrying and 'Connexion perdue' once the retries are spent.
 */
async function backOnline({ context, page }: { context: BrowserContext; page: Page }): Promise<void> {
  const underWay = new Set<Request>();
  const started = (r: Request) => {
    if (new URL(r.url()).pathname.startsWith('/chathub')) underWay.add(r);
  };
  const ended = (r: Request) => underWay.delete(r);
  page.on('request', started).on('requestfinished', ended).on('requestfailed', ended);
  await context.setOffline(false);
  const notice = page.locator('.chat-reconnecting');
  await expect
    .poll(async () => {
      if (underWay.size === 0 && (await notice.count()) > 0) await context.clock.runFor(FIRST_RETRY_MS);
      return notice.count();
    })
    .toBe(0);
  page.off('request', started).off('requestfinished', ended).off('requestfailed', ended);
}

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();

/** What a conversation's list shows, top to bottom: ['day', label] separators and ['message', text]. */
const threadOf = (page: Page) =>
  panel(page)
    .locator('.chat-messages__list > li')
    .evaluateAll((items) =>
      items.map((li) =>
        li.classList.contains('chat-day')
          ? ['day', li.textContent ?? '']
          : ['message', li.querySelector('.chat-bubble__text')?.textContent ?? ''],
      ),
    );

/** The separators a reader in Bamako (UTC) expects at `now`: the spec's 'Aujourd'hui', 'Hier', 'lundi 23 novembre'. */
function expectedThread(messages: { content: string; time: string }[], now: number): string[][] {
  const day = (t: number) => Math.floor(t / DAY);
  const label = (t: number) => {
    if (day(now) - day(t) === 0) return "Aujourd'hui";
    if (day(now) - day(t) === 1) return 'Hier';
    const long = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    })
      .format(t)
      .replace(/^(\S+) 1 /, '$1 1er ');
    const year = new Date(t).getUTCFullYear();
    return year === new Date(now).getUTCFullYear() ? long : `${long} ${year}`;
  };
  const thread: string[][] = [];
  let last: number | null = null;
  for (const m of messages) {
    const t = Date.parse(m.time);
    if (day(t) !== last) thread.push(['day', label(t)]);
    last = day(t);
    thread.push(['message', m.content]);
  }
  return thread;
}

beforeAll(async () => {
  pair = await openConversationByOrder({ seller: 'awapagnes', shop: SHOP, buyer: 'moussak' });
  ({ seller, buyer } = pair);
}, 240_000);

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
    await order(pair);
    await expect.poll(() => bell.textContent(), { timeout: 15_000 }).toBe(String(before + 1));
    await b.context.close();
  });

  it('delivers messages both ways live, moves the unread badge and the presence', async () => {
    const a = await phoneOf(buyer);
    const b = await phoneOf(seller);
    const scripts: string[] = [];
    a.page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await a.page.goto('/messages');
    await b.page.goto('/messages');
    const sellerItem = a.page.getByTestId('conversation-item').filter({ hasText: SHOP });
    await sellerItem.waitFor();
    expect(await sellerItem.textContent()).toContain('Nouvelle conversation démarrée');
    expect(await sellerItem.textContent()).toContain('Nouveau');
    await b.page.getByTestId('conversation-item').filter({ hasText: 'moussak' }).waitFor();
    await shot(a.page, 'messages-list-mobile');
    await expectNoSeriousA11yViolations(a.page);

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
    const answer = panel(a.page).locator('.chat-bubble--theirs', { hasText: 'Oui, demain après-midi 🚚' });
    await answer.waitFor();
    expect(await answer.locator('time').textContent()).toMatch(/^\d\d:\d\d$/);
    await expectNoSeriousA11yViolations(a.page, '/messages (conversation)');
    await shot(a.page, 'messages-conversation-mobile');
    await shot(b.page, 'messages-conversation-seller-mobile');

    // The emoji picker is not part of the page's scripts: it loads when opened and inserts into the input.
    expect(scripts.some((path) => path.includes('EmojiPicker'))).toBe(false);
    await a.page.getByRole('button', { name: 'Insérer un emoji' }).click();
    await a.page.getByRole('button', { name: '👍' }).click();
    expect(await a.page.getByPlaceholder('Message...').inputValue()).toBe('👍');
    expect(scripts.filter((path) => path.includes('EmojiPicker'))).toHaveLength(1);
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
    expect(await buyerItem.locator('.chat-item__time').textContent()).toMatch(/^\d\d:\d\d$/);
    // Read stays read: after a reload no badge comes back.
    await b.page.reload();
    await buyerItem.waitFor();
    expect(await buyerItem.locator('.chat-item__badge').count()).toBe(0);
    expect(await navBadge(b.page).count()).toBe(0);
    await b.context.close();
  });

  it('shows a message pending while offline then sent, a failed one resent once, back, report', async () => {
    const a = await phoneOf(buyer);
    // The page's timers run on a clock the journey holds: it keeps time as usual, and the journey moves it
    // past the delays it checks (an acknowledgement's, a retry's) instead of waiting for them.
    await a.context.clock.install();
    await a.page.goto('/messages');
    await openConversation(a.page, SHOP);
    await a.context.setOffline(true);
    await a.page.getByText('Reconnexion…').first().waitFor();
    await a.page.getByPlaceholder('Message...').fill('Je serai là à 15 h');
    await a.page.getByPlaceholder('Message...').press('Enter');
    await panel(a.page).locator('.chat-bubble--mine[data-status="pending"]').waitFor();
    await shot(a.page, 'messages-offline-mobile');
    await expectNoSeriousA11yViolations(a.page, '/messages (message en attente)');
    await backOnline(a);
    await panel(a.page)
      .locator('.chat-bubble--mine[data-status="sent"]', { hasText: 'Je serai là à 15 h' })
      .waitFor();
    const res = await fetch(`${journey.url}/api/User/me/conversations`, {
      headers: { cookie: buyer.cookie },
    });
    const [conversation] = (await res.json()) as { messages: { content: string }[] }[];
    expect(conversation!.messages.filter((m) => m.content === 'Je serai là à 15 h')).toHaveLength(1);

    // Offline past the acknowledgement delay: the message fails; 'Réessayer' sends it once, same client id.
    await a.context.setOffline(true);
    await a.page.getByText('Reconnexion…').first().waitFor();
    // The page's time now stands still except when the journey moves it: only the delay can fail the message.
    await a.context.clock.pauseAt(await a.page.evaluate(() => Date.now() + 1_000));
    await a.page.getByPlaceholder('Message...').fill('Appelez-moi en arrivant');
    await a.page.getByPlaceholder('Message...').press('Enter');
    const mine = panel(a.page).locator('.chat-bubble--mine', { hasText: 'Appelez-moi en arrivant' });
    await mine.and(a.page.locator('[data-status="pending"]')).waitFor();
    await a.context.clock.runFor(ACK_TIMEOUT_MS - 1);
    expect(await mine.getAttribute('data-status')).toBe('pending');
    await a.context.clock.runFor(1);
    const failed = panel(a.page).locator('.chat-bubble--mine[data-status="failed"]');
    await failed.waitFor();
    expect(await failed.textContent()).toContain("Le message n'a pas pu être envoyé");
    await shot(a.page, 'messages-failed-mobile');
    await a.context.clock.resume();
    await backOnline(a);
    await a.page.getByText('Reconnexion…').first().waitFor({ state: 'detached' });
    await failed.getByRole('button', { name: 'Réessayer' }).click();
    await panel(a.page)
      .locator('.chat-bubble--mine[data-status="sent"]', { hasText: 'Appelez-moi en arrivant' })
      .waitFor();
    const again = await fetch(`${journey.url}/api/User/me/conversations`, {
      headers: { cookie: buyer.cookie },
    });
    const [after] = (await again.json()) as { messages: { content: string }[] }[];
    expect(after!.messages.filter((m) => m.content === 'Appelez-moi en arrivant')).toHaveLength(1);

    // The phone's back button closes the conversation, not the page.
    await a.page.goBack();
    await panel(a.page).waitFor({ state: 'detached' });
    expect(new URL(a.page.url()).pathname).toBe('/messages');
    await openConversation(a.page, SHOP);

    // Report a message: a reason, a French confirmation.
    await panel(a.page).locator('.chat-bubble--theirs button').first().click();
    await panel(a.page).getByRole('button', { name: 'Signaler ce message' }).click();
    const report = a.page.getByRole('dialog', { name: 'Signaler ce message' });
    await report
      .getByLabel('Pourquoi signalez-vous ce contenu ?')
      .fill('Demande de paiement hors plateforme');
    await shot(a.page, 'messages-report-mobile');
    await report.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await a.page.getByText('Signalement envoyé, merci').waitFor();
    // Or the whole conversation, from the '⋮' menu: a report of the other participant.
    await panel(a.page).getByRole('button', { name: 'Plus d’options' }).click();
    await a.page.getByRole('menuitem', { name: 'Signaler la conversation' }).click();
    const reportAll = a.page.getByRole('dialog', { name: 'Signaler cet utilisateur' });
    await reportAll.getByLabel('Pourquoi signalez-vous ce contenu ?').fill('Propos insultants');
    await reportAll.getByRole('button', { name: 'Envoyer le signalement' }).click();
    // The popup closes only once the report is stored.
    await reportAll.waitFor({ state: 'detached' });
    await a.page.getByText('Signalement envoyé, merci').waitFor();
    await a.context.close();
  });

  it('closes the conversation on both phones when the buyer blocks the seller, and reopens it on unblock', async () => {
    const a = await phoneOf(buyer);
    const b = await phoneOf(seller);
    await a.page.goto('/messages');
    await b.page.goto('/messages');
    await openConversation(a.page, SHOP);
    await openConversation(b.page, 'moussak');

    await panel(a.page).getByRole('button', { name: 'Plus d’options' }).click();
    await a.page.getByRole('menuitem', { name: `Bloquer ${SHOP}` }).click();
    const confirm = a.page.getByRole('dialog', { name: /^Bloquer cet utilisateur/ });
    await confirm.getByText(`${SHOP} ne pourra plus vous écrire`, { exact: false }).waitFor();
    await shot(a.page, 'messages-block-mobile');
    await confirm.getByRole('button', { name: 'Bloquer', exact: true }).click();
    await a.page.getByText('Utilisateur bloqué').waitFor();
    await panel(a.page).getByText(`Vous avez bloqué ${SHOP}`).waitFor();
    expect(await a.page.getByPlaceholder('Message...').count()).toBe(0);
    // The seller is only told, live, that the conversation is closed.
    await panel(b.page).getByText('La conversation est fermée 36h après une commande').waitFor();
    expect(await b.page.getByPlaceholder('Message...').count()).toBe(0);
    await shot(b.page, 'messages-blocked-side-mobile');

    // Still blocked after a reload; the menu now offers to unblock, and so does the closed bar.
    await a.page.reload();
    await openConversation(a.page, SHOP);
    await panel(a.page).getByText(`Vous avez bloqué ${SHOP}`).waitFor();
    await panel(a.page).getByRole('button', { name: 'Plus d’options' }).click();
    await a.page.getByRole('menuitem', { name: `Débloquer ${SHOP}` }).waitFor();
    await panel(a.page).getByRole('button', { name: 'Plus d’options' }).click();
    await a.page.getByRole('menu').waitFor({ state: 'detached' });
    await shot(a.page, 'messages-blocker-mobile');
    await panel(a.page).getByRole('button', { name: 'Débloquer', exact: true }).click();
    const unblock = a.page.getByRole('dialog', { name: /^Débloquer cet utilisateur/ });
    await unblock.getByText(`${SHOP} pourra de nouveau vous écrire`, { exact: false }).waitFor();
    await shot(a.page, 'messages-unblock-mobile');
    await unblock.getByRole('button', { name: 'Débloquer', exact: true }).click();
    await a.page.getByText('Utilisateur débloqué').waitFor();

    // Both inputs come back without a reload, and messages flow again both ways.
    await a.page.getByPlaceholder('Message...').waitFor();
    await b.page.getByPlaceholder('Message...').waitFor();
    await send(b.page, 'Merci, je vous attends demain');
    await panel(a.page)
      .locator('.chat-bubble--theirs', { hasText: 'Merci, je vous attends demain' })
      .waitFor();
    // This time with the send button.
    await a.page.getByPlaceholder('Message...').fill('Parfait, à demain');
    await panel(a.page).getByRole('button', { name: 'Envoyer', exact: true }).click();
    await panel(b.page).locator('.chat-bubble--theirs', { hasText: 'Parfait, à demain' }).waitFor();
    await a.context.close();
    await b.context.close();
  });

  it('shows a newcomer the empty states of both tabs, reached by a real 50 px swipe', async () => {
    const newcomer = await createAccount(journey.server, {
      username: 'fatoumatab',
      email: 'fatoumata.b@example.ml',
      password: PASSWORD,
      firstName: 'Fatoumata',
      name: 'Bagayoko',
    });
    const { context, page } = await phoneOf(newcomer);
    await page.goto('/messages');
    await page.getByText('Aucune discussion trouvée').waitFor();
    await page
      .getByText('Seuls les boutiques et leurs clients peuvent discuter, pendant 36h après une commande.')
      .waitFor();
    await shot(page, 'messages-empty-mobile');
    const list = page.getByRole('tabpanel');
    // 30 px is not a swipe; 80 px to the left is the next tab, then back to the right.
    await swipe(page, 240, 300, -30);
    expect(await selectedTab(page)).toBe('Discussions');
    await swipe(page, 240, 300, -80);
    await page.getByText('Aucune commande trouvée').waitFor();
    expect(await selectedTab(page)).toBe('Commandes');
    await swipe(page, 240, 300, -80);
    expect(await selectedTab(page)).toBe('Commandes');
    await swipe(page, 100, 300, 80);
    await list.getByText('Aucune discussion trouvée').waitFor();
    expect(await selectedTab(page)).toBe('Discussions');
    await context.close();
  });

  it('closes the conversation with a swipe to the right or the back button', async () => {
    const { context, page } = await phoneOf(buyer);
    await page.goto('/accueil');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await openConversation(page, SHOP);
    // Swiped once it is in place, as the eye sees it (mid-slide, the left of the screen is still the list).
    await animationsDone(page);
    // A short or leftward slide keeps it open (and the tabs underneath stay put).
    await swipe(page, 100, 400, 30);
    await swipe(page, 300, 400, -120);
    expect(await panel(page).count()).toBe(1);
    expect(await selectedTab(page)).toBe('Discussions');
    await swipe(page, 60, 400, 160);
    await panel(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/messages');
    await page.getByTestId('conversation-item').filter({ hasText: SHOP }).waitFor();

    await openConversation(page, SHOP);
    // The phone's back button closes what is open over the conversation first, and only that.
    await panel(page).getByRole('button', { name: 'Plus d’options' }).click();
    await page.getByRole('menuitem', { name: `Bloquer ${SHOP}` }).click();
    const confirm = page.getByRole('dialog', { name: /^Bloquer cet utilisateur/ });
    await confirm.waitFor();
    await page.goBack();
    await confirm.waitFor({ state: 'detached' });
    expect(await panel(page).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/messages');
    await panel(page).getByRole('button', { name: 'Retour aux discussions' }).click();
    await panel(page).waitFor({ state: 'detached' });
    // The panel's history entry went with it: the phone's back button now returns to the home page.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/accueil');
    await context.close();
  });

  it('loads older messages when scrolling up a long conversation, in order, without moving the view', async () => {
    const long = await openConversationByOrder({
      seller: 'karitesegou',
      shop: 'Karité Ségou',
      buyer: 'oumarsy',
    });
    const list = (await call(long.buyer, 'GET', '/api/User/me/conversations')) as unknown as { id: string }[];
    const conversationId = list[0]!.id;
    const texts = Array.from({ length: 120 }, (_, i) => `Message ${String(i + 1).padStart(3, '0')}`);
    for (const [i, content] of texts.entries()) {
      await call(i % 2 ? long.seller : long.buyer, 'POST', '/api/Message/send', { conversationId, content });
    }

    const { context, page } = await phoneOf(long.buyer);
    await page.goto('/messages');
    await openConversation(page, 'Karité Ségou');
    const scroller = panel(page).getByTestId('chat-messages');
    const bubbles = () => panel(page).locator('.chat-bubble__text').allTextContents();
    await panel(page).getByText('Message 120').waitFor();
    expect(await bubbles()).toEqual(texts.slice(-30));
    // The newest message is in view at the bottom.
    expect(
      await scroller.evaluate((el) => {
        const newest = el.querySelector('.chat-bubble:last-child')!.getBoundingClientRect();
        const view = el.getBoundingClientRect();
        return newest.top >= view.top && newest.bottom <= view.bottom;
      }),
    ).toBe(true);
    // The safety banner heads the thread and scrolled away with it: nothing passes under it.
    const banner = scroller.locator('.chat-safety');
    expect(
      await banner.evaluate(
        (b) => b.getBoundingClientRect().bottom <= b.parentElement!.getBoundingClientRect().top,
      ),
    ).toBe(true);

    /** Scrolls to the top; returns where the message that was first is, relative to the list's top. */
    const scrollToTop = (first: string) =>
      scroller.evaluate((el, text) => {
        el.scrollTo(0, 0);
        const bubble = Array.from(el.querySelectorAll('.chat-bubble')).find((b) =>
          b.textContent?.includes(text),
        );
        return bubble!.getBoundingClientRect().top - el.getBoundingClientRect().top;
      }, first);
    const topOf = (text: string) =>
      scroller.evaluate((el, t) => {
        const bubble = Array.from(el.querySelectorAll('.chat-bubble')).find((b) =>
          b.textContent?.includes(t),
        );
        return bubble!.getBoundingClientRect().top - el.getBoundingClientRect().top;
      }, text);

    const before = await scrollToTop('Message 091');
    await panel(page).getByText('Message 041').waitFor();
    expect(await bubbles()).toEqual(texts.slice(-80));
    expect(Math.abs((await topOf('Message 091')) - before)).toBeLessThan(2);
    await shot(page, 'messages-older-mobile');

    const again = await scrollToTop('Message 041');
    await panel(page).getByText('Message 001').waitFor();
    expect(await bubbles()).toEqual(texts);
    expect(Math.abs((await topOf('Message 041')) - again)).toBeLessThan(2);

    // The top of the thread: the banner, the day, then the first message whole, below the banner.
    await scroller.evaluate((el) => el.scrollTo(0, 0));
    const top = await scroller.evaluate((el) => {
      const view = el.getBoundingClientRect();
      const banner = el.querySelector('.chat-safety')!.getBoundingClientRect();
      const first = el.querySelector('.chat-bubble')!.getBoundingClientRect();
      return {
        banner: banner.top - view.top,
        gap: first.top - banner.bottom,
        under: view.bottom - first.bottom,
      };
    });
    expect(top.banner).toBeGreaterThanOrEqual(0);
    expect(top.gap).toBeGreaterThan(0);
    expect(top.under).toBeGreaterThan(0);
    const all = (await call(long.buyer, 'GET', `/api/Message/${conversationId}?limit=200`)) as unknown as {
      items: { content: string; time: string }[];
    };
    expect(await threadOf(page)).toEqual(expectedThread(all.items, Date.now()));
    await shot(page, 'messages-thread-top-mobile');
    await expectNoSeriousA11yViolations(page, '/messages (top of a long conversation)');
    await context.close();
  });
});

describe('a conversation reaching its 36 hours with the page open', () => {
  it('closes in the list and in its panel when the server says so, not when the phone’s clock does', async () => {
    const [conversation] = (await call(
      buyer,
      'GET',
      '/api/User/me/conversations',
    )) as unknown as ApiConversation[];
    expect(conversation!.isOpen).toBe(true);
    const context = await journey.phone();
    await logIn(context, buyer.email, buyer.password);
    const page = await context.newPage();
    // A phone whose clock runs 36 hours ahead of the server's: for it, the window ends in a few seconds.
    await context.clock.install({ time: Date.parse(conversation!.closesAt) - 10_000 });
    const lists: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/User/me/conversations') lists.push(r.url());
    });
    await page.goto('/messages');
    const item = page.getByTestId('conversation-item').filter({ hasText: SHOP });
    await item.waitFor();
    await openConversation(page, SHOP);
    await page.getByPlaceholder('Message...').waitFor();
    const asked = lists.length;
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/User/me/conversations');

    // Its closing time comes by the phone's clock: the list is asked again, the server still says open.
    await context.clock.runFor(10_000 + CLOSING_MARGIN_MS);
    await answered;
    expect(lists.length).toBeGreaterThan(asked);
    expect(await page.getByPlaceholder('Message...').count()).toBe(1);
    expect(await item.getByText('Fermée', { exact: true }).count()).toBe(0);

    // Later the server's own 36 hours are over (its answer, stood in for here): both screens follow live.
    await page.route('**/api/User/me/conversations', async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as ApiConversation[];
      await route.fulfill({ response, json: list.map((c) => ({ ...c, isOpen: false })) });
    });
    await context.clock.runFor(RECHECK_MS);
    await panel(page).getByText(CLOSED).waitFor();
    expect(await page.getByPlaceholder('Message...').count()).toBe(0);
    await panel(page).getByRole('button', { name: 'Retour aux discussions' }).click();
    await item.getByText('Fermée', { exact: true }).waitFor();
    await page.getByRole('button', { name: /Conversation fermée/ }).waitFor();
    await context.close();
  });
});

describe('the demo data', () => {
  // Read only: the demo server this worker shares with the other journeys that only read it.
  const demo = useJourney({ seed: true });

  it('says which conversations are closed, never "Nouveau" for one', async () => {
    const { context, page } = await demo.newPage({ as: DEMO.seller });
    await page.goto('/messages');
    const items = page.getByTestId('conversation-item');
    await items.first().waitFor();
    const list = (await (
      await context.request.get('/api/User/me/conversations')
    ).json()) as ApiConversation[];
    // The finding: orders long finished, their conversations closed without a message.
    expect(list.some((c) => !c.isOpen && !c.lastMessage)).toBe(true);
    expect(list.some((c) => c.isOpen)).toBe(true);
    for (const c of list) {
      const item = items.filter({ hasText: c.participant.username });
      expect(await item.getByText('Fermée', { exact: true }).count(), c.participant.username).toBe(
        c.isOpen ? 0 : 1,
      );
      if (!c.isOpen) expect(await item.textContent()).not.toContain('Nouveau');
    }
    // Screen readers hear it in the item's name.
    expect(await page.getByRole('button', { name: /Conversation fermée/ }).count()).toBe(
      list.filter((c) => !c.isOpen).length,
    );
    await shot(page, 'messages-demo-list-mobile');
    await expectNoSeriousA11yViolations(page, '/messages (closed conversations)');
    await context.close();
  });

  it('separates an old thread by day, in Bamako time', async () => {
    const context = await demo.phone();
    await logIn(context, DEMO.seller);
    const list = (await (
      await context.request.get('/api/User/me/conversations')
    ).json()) as ApiConversation[];
    const old = list.find((c) => !c.isOpen && c.messages.length > 0)!;
    // Read the day after its last message (the phone's clock, moved there): that day is 'Hier'.
    const now = Date.parse(old.messages.at(-1)!.time) + DAY;
    await context.clock.install({ time: now });
    const page = await context.newPage();
    await page.goto('/messages');
    await openConversation(page, old.participant.username);
    const thread = await threadOf(page);
    expect(thread).toEqual(expectedThread(old.messages, now));
    // Two days at least (the thanks came with the delivery): each opens with its own separator.
    expect(thread.filter(([kind]) => kind === 'day').length).toBeGreaterThanOrEqual(2);
    expect(thread.at(-2)).toEqual(['day', 'Hier']);
    await shot(page, 'messages-days-mobile');
    await expectNoSeriousA11yViolations(page, '/messages (day separators)');
    await context.close();
  });

  it('shows a closed conversation read-only, and the list on a wide screen', async () => {
    const { context, page } = await demo.newPage({ as: DEMO.seller });
    await page.goto('/messages');
    const items = page.getByTestId('conversation-item');
    await items.first().waitFor();
    // The closed one: a client's boubou order nine days ago.
    await items.filter({ hasText: 'Reçu, il est magnifique' }).click();
    await panel(page).getByText('La conversation est fermée 36h après une commande').waitFor();
    expect(await page.getByPlaceholder('Message...').count()).toBe(0);
    await shot(page, 'messages-closed-mobile');
    await expectNoSeriousA11yViolations(page, '/messages (closed conversation)');
    await context.close();

    const wide = await demo.desktop();
    await logIn(wide, DEMO.client);
    const desk = await wide.newPage();
    await desk.goto('/messages');
    // The seller's answer waits unread: on the tab, the item and the bottom bar.
    const bazin = desk.getByTestId('conversation-item').filter({ hasText: 'Bazin de Bamako' });
    await bazin.waitFor();
    await desk.getByRole('tab', { name: 'Discussions (1)' }).waitFor();
    await bazin.getByText('1 message non lu').waitFor();
    expect(await navBadge(desk).textContent()).toBe('1');
    await shot(desk, 'messages-list-desktop');
    await bazin.click();
    await desk.getByPlaceholder('Message...').waitFor();
    // Verified seller, 'Vu …' (the demo seller is not connected), and the answer marked read.
    await panel(desk).getByLabel('Vendeur vérifié').waitFor();
    expect(await panel(desk).getByTestId('presence').textContent()).toMatch(/^Vu /);
    await navBadge(desk).waitFor({ state: 'detached' });
    await shot(desk, 'messages-conversation-desktop');
    await expectNoSeriousA11yViolations(desk, '/messages (conversation, wide screen)');
    // On a wide screen the page beside the panel closes it.
    await desk.mouse.click(200, 400);
    await panel(desk).waitFor({ state: 'detached' });
    await desk.reload();
    await bazin.waitFor();
    await desk.getByRole('tab', { name: 'Discussions', exact: true }).waitFor();
    expect(await bazin.locator('.chat-item__badge').count()).toBe(0);
    await wide.close();
  });
});
