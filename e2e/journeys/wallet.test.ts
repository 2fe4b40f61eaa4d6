// The wallet on a phone: the guest's invite, a recharge through the sandbox checkout ('Recharge réussie', the
// balance and the 'Recharge/Retrait' tab updated), a declined one ('Recharge annulée' and why), the amount
// bounds, a withdrawal, the payment pages, and the desktop layout.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { postAs } from '../helpers/api';
import { type Account, createAccount, DEMO, logIn, sessionCookie } from '../helpers/session';
import { useJourney } from '../journey';

// The demo seed brings orders (the Transactions tab) and a demo client with a wallet history; its own
// server, as it orders from the demo shops and moves their wallets.
const journey = useJourney({ seed: true, own: true });

let buyer: Account;

beforeAll(async () => {
  buyer = await createAccount(journey.server, {
    username: 'fatoumk',
    email: 'fatoum@example.ml',
    password: 'Bamako2026',
    firstName: 'Fatoumata',
    name: 'Keita',
    phone: '76112233',
  });
});

const balanceOf = (page: Page) => page.getByTestId('wallet-balance').textContent();

/** A POST as `cookie`'s user (no Origin: not a browser). */
const post = <T>(path: string, cookie: string, body?: unknown) => postAs<T>(journey.url, path, cookie, body);

async function productNamed(name: string) {
  const res = await fetch(`${journey.url}/api/Product?keyword=${encodeURIComponent(name)}`);
  const page = (await res.json()) as { items: { id: string; productName: string; productPrice: number }[] };
  const found = page.items.find((p) => p.productName === name);
  if (!found) throw new Error(`no demo product ${name}`);
  return found;
}

/** Confirms the PIN, then orders `quantity` paid from the wallet (held in escrow until received). */
async function walletOrder(cookie: string, productId: string, quantity: number) {
  await post('/api/User/confirm-pin', cookie, { code: DEMO_PIN });
  const body = { productId, productNumber: quantity, deliveryMethod: 'home', paymentMethod: 'wallet' };
  return (await post<{ order: { id: string; reference: string } }>('/api/Order/create', cookie, body)).order;
}

/** Whether an input's placeholder, drawn in its own font and spacing, fits the input's text box. */
const placeholderFits = (input: Locator) =>
  input.evaluate((el: HTMLInputElement) => {
    const drawn = getComputedStyle(el, '::placeholder');
    const box = getComputedStyle(el);
    const probe = document.createElement('span');
    probe.textContent = el.placeholder;
    Object.assign(probe.style, {
      position: 'absolute',
      whiteSpace: 'pre',
      font: drawn.font,
      letterSpacing: drawn.letterSpacing,
    });
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width <= el.clientWidth - Number.parseFloat(box.paddingLeft) - Number.parseFloat(box.paddingRight);
  });
const spaced = (s: string | null) => s?.replace(/\s/g, ' ');
/** 15000 → '15 000', as `spaced` shows an amount. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
/** The demo accounts' PIN (db/seed). */
const DEMO_PIN = '1234';

/** A horizontal swipe on an element, as touch events (playwright's touchscreen only taps). */
async function swipe(page: Page, selector: string, dx: number) {
  await page.locator(selector).evaluate((el, dx) => {
    const box = el.getBoundingClientRect();
    const y = box.top + 40;
    const x = box.left + box.width / 2;
    const touch = (clientX: number) => new Touch({ identifier: 1, target: el, clientX, clientY: y });
    const fire = (type: string, t: Touch, touches: Touch[]) =>
      el.dispatchEvent(new TouchEvent(type, { bubbles: true, touches, changedTouches: [t] }));
    const start = touch(x);
    fire('touchstart', start, [start]);
    fire('touchend', touch(x + dx), []);
  }, dx);
}

describe('the wallet on a phone', () => {
  it('invites a guest to sign up or log in after 0.5 s', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/portefeuille');
    const invite = page.getByRole('dialog', { name: 'Rejoignez-nous...' });
    await invite.waitFor();
    expect(await invite.getByRole('link', { name: "S'inscrire" }).getAttribute('href')).toBe('/signup');
    expect(await invite.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
    await screenshot(page, 'wallet-guest-invite');
    await invite.getByRole('button', { name: 'Fermer' }).click();
    await page.waitForURL('**/accueil');
    await context.close();
  });

  it('recharges through the sandbox checkout, then withdraws', async () => {
    const { context, page } = await journey.newPage({ as: buyer });

    // The bottom bar's central button leads to the wallet.
    await page.goto('/boutique');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByText('Portefeuille').click();
    await page.waitForURL('**/portefeuille');
    await page.getByRole('heading', { name: 'Mon portefeuille' }).waitFor();
    await page.getByText('Votre Solde').waitFor();
    expect(spaced(await balanceOf(page))).toBe('0 XOF');
    expect(await page.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('Aucune transaction pour le moment').waitFor();
    await screenshot(page, 'wallet-history-mobile');

    // Recharge: the amount rule, then a wrong PIN stops the flow.
    await page.getByRole('button', { name: 'Recharge', exact: true }).click();
    const amount = page.getByPlaceholder('Montant (min : 500 FCFA)');
    const pin = page.getByLabel('Code PIN');
    await amount.fill('300');
    await page.getByText('Montant invalide (min 500 FCFA)').waitFor();
    expect(await page.getByRole('button', { name: /^Recharger/ }).isDisabled()).toBe(true);
    // Past the largest single recharge: said at once, the button stays off.
    await amount.fill('5000001');
    await page.getByText(/^Montant trop élevé \(max 5\s000\s000 FCFA\)$/).waitFor();
    expect(await page.getByRole('button', { name: /^Recharger/ }).isDisabled()).toBe(true);
    await screenshot(page, 'wallet-amount-too-high');
    // The PIN placeholder is read whole at 360 px (the digits' spacing is for the typed dots only).
    expect(await placeholderFits(pin)).toBe(true);
    await amount.fill('5000');
    expect(await pin.getAttribute('maxlength')).toBe('4');
    expect(await pin.getAttribute('type')).toBe('password');
    await pin.fill('1111');
    await screenshot(page, 'wallet-recharge-mobile');
    await pin.press('Enter');
    expect(await page.getByRole('alert').textContent()).toBe('Code incorrect');
    expect(await pin.getAttribute('class')).toContain('wallet__pin--invalid');
    expect(new URL(page.url()).pathname).toBe('/portefeuille');

    // The right PIN: the browser goes to the provider's checkout, the payer confirms.
    await pin.fill('2468');
    expect(spaced(await page.getByRole('button', { name: /^Recharger/ }).textContent())).toBe(
      'Recharger 5 000 XOF',
    );
    await pin.press('Enter');
    await page.waitForURL('**/paiement/sandbox/**');
    await page.getByRole('heading', { name: 'Paiement mobile money' }).waitFor();
    await page.getByLabel('Wave').check();
    await screenshot(page, 'wallet-sandbox-checkout');
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await page.waitForURL('**/paiement/success');
    await page.getByRole('heading', { name: 'Recharge réussie' }).waitFor();
    await page.getByText('Redirection vers le portefeuille...').waitFor();
    await screenshot(page, 'wallet-payment-success');
    await page.waitForURL('**/portefeuille', { timeout: 10_000 });
    await page
      .getByTestId('wallet-balance')
      .filter({ hasText: /5\s000/ })
      .waitFor();
    await page.getByRole('tab', { name: 'Recharge/Retrait' }).click();
    const deposit = page.getByRole('listitem').filter({ hasText: 'Dépôt' });
    await deposit.waitFor();
    expect(spaced(await deposit.textContent())).toMatch(/Dépôt(Il y a .+|À l'instant)\+5 000 XOF/);
    await screenshot(page, 'wallet-operations-mobile');

    // Withdrawal: the mobile-money account is prefilled from the user.
    await page.getByRole('button', { name: 'Retrait', exact: true }).click();
    await page.getByRole('heading', { name: 'Retrait' }).waitFor();
    expect(await page.getByLabel('Numéro mobile money').inputValue()).toBe('76112233');
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Fatoumata');
    expect(await page.getByLabel('Nom', { exact: true }).inputValue()).toBe('Keita');
    expect(await page.getByLabel('E-mail').inputValue()).toBe('fatoum@example.ml');
    await page.getByPlaceholder('Montant (min : 500 FCFA)').fill('2000');
    await page.getByLabel('Code PIN').fill('2468');
    await screenshot(page, 'wallet-withdrawal-mobile');
    await page.getByRole('button', { name: /^Retirer 2\s000 XOF$/ }).click();
    await page.getByRole('status').filter({ hasText: 'Retrait effectué' }).waitFor();
    expect(spaced(await balanceOf(page))).toBe('3 000 XOF');
    const withdrawal = page.getByRole('listitem').filter({ hasText: /^Retrait/ });
    await withdrawal.waitFor();
    expect(spaced(await withdrawal.textContent())).toContain('-2 000 XOF');
    await screenshot(page, 'wallet-after-withdrawal');

    // The server agrees.
    const me = await page.evaluate(async () => (await fetch('/api/User/me')).json());
    expect(me.walletBudget).toBe(3000);

    // The payment pages the spec leaves as placeholders ('Notif', a 'Payer' button) say something useful.
    await page.goto('/paiement/notif');
    await page.getByRole('heading', { name: 'Notif' }).waitFor();
    await page.getByText('Dernière opération').waitFor();
    expect(spaced(await page.getByRole('status').textContent())).toContain('Retrait de 2 000 XOF');
    await screenshot(page, 'wallet-payment-notif');
    await page.goto('/paiement');
    await page.getByRole('heading', { name: 'Paiement' }).waitFor();
    await screenshot(page, 'wallet-payment-info');
    await page.getByRole('link', { name: 'Payer' }).click();
    await page.waitForURL('**/portefeuille');
    await context.close();
  });

  it('says the recharge was cancelled, and why, when the payer declines on the payment page', async () => {
    const { context, page } = await journey.newPage({ as: buyer });
    await page.goto('/portefeuille');
    await page.getByRole('button', { name: 'Recharge', exact: true }).click();
    await page.getByPlaceholder('Montant (min : 500 FCFA)').fill('1000');
    await page.getByLabel('Code PIN').fill('2468');
    await page.getByRole('button', { name: /^Recharger/ }).click();
    await page.waitForURL('**/paiement/sandbox/**');
    await page.getByLabel('Motif en cas de refus').selectOption({ label: 'Solde mobile money insuffisant' });
    await screenshot(page, 'wallet-sandbox-decline');
    await page.getByRole('button', { name: 'Refuser' }).click();

    await page.waitForURL((url) => url.pathname === '/portefeuille' && url.search === '');
    const notice = page.getByRole('alert').filter({ hasText: 'Recharge annulée' });
    expect(await notice.textContent()).toBe('Recharge annulée : solde mobile money insuffisant');
    expect(spaced(await balanceOf(page))).toBe('3 000 XOF');
    await animationsDone(page);
    await screenshot(page, 'wallet-recharge-cancelled');
    // Said once: a reload shows the wallet without it.
    await page.reload();
    await page.getByTestId('wallet-balance').waitFor();
    expect(await page.getByText('Recharge annulée').count()).toBe(0);
    await context.close();
  });

  it('says the payment is being checked when the payer comes back without deciding, never that it succeeded', async () => {
    const { context, page } = await journey.newPage({ as: buyer });
    await page.goto('/portefeuille');
    await page.getByRole('button', { name: 'Recharge', exact: true }).click();
    await page.getByPlaceholder('Montant (min : 500 FCFA)').fill('1500');
    await page.getByLabel('Code PIN').fill('2468');
    await page.getByRole('button', { name: /^Recharger/ }).click();
    await page.waitForURL('**/paiement/sandbox/**');
    await page.getByRole('link', { name: 'Revenir à Sugu sans payer' }).click();

    await page.waitForURL((url) => url.pathname === '/portefeuille' && url.search === '');
    const notice = page.getByRole('status').filter({ hasText: 'Paiement en cours de vérification' });
    expect(await notice.textContent()).toBe(
      "Paiement en cours de vérification : votre solde sera crédité dès que l'opérateur l'aura confirmé.",
    );
    expect(await page.getByText('Recharge réussie').count()).toBe(0);
    expect(spaced(await balanceOf(page))).toBe('3 000 XOF');
    await animationsDone(page);
    await screenshot(page, 'wallet-recharge-pending');
    await context.close();
  });

  it('asks for the e-mailed code when twoFactorCashOut is on', async () => {
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${journey.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', cookie: buyer.cookie },
        body: JSON.stringify(body),
      });
    expect((await call('POST', '/api/User/confirm-pin', { code: '2468' })).status).toBe(200);
    expect((await call('PUT', '/api/EditParam/me', { twoFactorCashOut: true })).status).toBe(200);

    const { context, page } = await journey.newPage({ as: buyer });
    await page.goto('/portefeuille');
    await page.getByRole('button', { name: 'Retrait', exact: true }).click();
    await page.getByPlaceholder('Montant (min : 500 FCFA)').fill('1000');
    await page.getByLabel('Code PIN').fill('2468');
    const submit = page.getByRole('button', { name: /^Retirer/ });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Recevoir le code par e-mail' }).click();
    await page.getByRole('button', { name: 'Renvoyer le code' }).waitFor();
    const box = (await (
      await fetch(`${journey.url}/api/dev/mailbox?to=${encodeURIComponent(buyer.email)}`)
    ).json()) as { messages: { text: string }[] };
    const code = box.messages.find((m) => m.text.includes('retrait'))?.text.match(/\b\d{5}\b/)?.[0];
    expect(code).toBeDefined();
    await page.getByLabel('Code reçu par e-mail').fill(code!);
    await screenshot(page, 'wallet-withdrawal-code');
    await submit.click();
    await page.getByRole('status').filter({ hasText: 'Retrait effectué' }).waitFor();
    expect(spaced(await balanceOf(page))).toBe('2 000 XOF');
    await context.close();
  });

  it("lists the demo client's purchases and the seller's sales, signed only where money moved through the wallet; a 50 px swipe switches tabs", async () => {
    const { context, page } = await journey.newPage({ as: DEMO.client });
    await page.goto('/portefeuille');
    expect(spaced(await balanceOf(page))).toBe('55 000 XOF');
    const rows = page.getByTestId('wallet-transactions').getByRole('listitem');
    const row = (product: string, status: string) =>
      rows.filter({ hasText: `· ${product}` }).filter({ hasText: status });
    // The demo's orders were all to be paid on delivery: nothing left the wallet, so nothing is signed; the
    // refused one and the pending one say what they are.
    await row('Boubou homme 3 pièces', 'Refusée').waitFor();
    await row('Grand boubou brodé', 'À payer à la livraison').waitFor();
    await row('Bazin riche getzner', 'Réglée hors portefeuille').waitFor();
    const amounts = await page.getByTestId('transaction-amount').allTextContents();
    expect(amounts.length).toBeGreaterThanOrEqual(4);
    for (const amount of amounts) expect(spaced(amount)).toMatch(/^[\d ]+ XOF$/);

    // Two orders paid from the wallet: one received (paid to the seller), one refused (refunded).
    const cookie = await sessionCookie(context);
    const sellerContext = await journey.phone();
    await logIn(sellerContext, DEMO.seller);
    const sellerCookie = await sessionCookie(sellerContext);
    const bazin = await productNamed('Bazin riche getzner');
    const received = await walletOrder(cookie, bazin.id, 2);
    await post(`/api/Order/${received.id}/accept`, sellerCookie);
    await post(`/api/Order/${received.id}/finish`, cookie);
    const refused = await walletOrder(cookie, bazin.id, 1);
    await post(`/api/Order/${refused.id}/refuse`, sellerCookie);
    const total = grouped(2 * bazin.productPrice);
    const unit = grouped(bazin.productPrice);

    await page.reload();
    await page
      .getByTestId('wallet-balance')
      .filter({ hasText: grouped(55_000 - 2 * bazin.productPrice) })
      .waitFor();
    const paidRow = rows.filter({ hasText: `-${total} XOF` });
    expect(spaced(await paidRow.getByTestId('transaction-status').textContent())).toBe('Payée');
    const refundedRow = rows.filter({ hasText: 'Remboursée' });
    expect(spaced(await refundedRow.getByTestId('transaction-amount').textContent())).toBe(`${unit} XOF`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'wallet-transactions-mobile');

    // Swipe left: the next tab; a short swipe does nothing; swipe right: back.
    const selected = () => page.getByRole('tab', { selected: true }).textContent();
    await swipe(page, '[role=tabpanel]', -30);
    expect(await selected()).toBe('Transactions');
    await swipe(page, '[role=tabpanel]', -80);
    expect(await selected()).toBe('Recharge/Retrait');
    await page.getByRole('listitem').filter({ hasText: 'Dépôt' }).first().waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'Dépôt' }).count()).toBe(2);
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: /^Retrait/ })
        .count(),
    ).toBe(1);
    await swipe(page, '[role=tabpanel]', 80);
    expect(await selected()).toBe('Transactions');
    await context.close();

    // The seller: '+' only for the order whose escrow was released to them; the pending one is to be
    // collected on delivery, the refused one is refused.
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/portefeuille');
    const sales = sellerPage.getByTestId('wallet-transactions').getByRole('listitem');
    const sale = sales.filter({ hasText: `+${total} XOF` });
    await sale.waitFor();
    expect(spaced(await sale.getByTestId('transaction-status').textContent())).toBe('Reçue');
    await sales
      .filter({ hasText: 'clientdemo' })
      .filter({ hasText: 'À encaisser à la livraison' })
      .first()
      .waitFor();
    const refusedSale = sales
      .filter({ hasText: 'Refusée' })
      .filter({ hasText: `${unit} XOF` })
      .first();
    expect(spaced(await refusedSale.getByTestId('transaction-amount').textContent())).toBe(`${unit} XOF`);
    const signed = (await sellerPage.getByTestId('transaction-amount').allTextContents()).filter((a) =>
      /^[-+]/.test(a),
    );
    expect(signed.map(spaced)).toEqual([`+${total} XOF`]);
    await screenshot(sellerPage, 'wallet-transactions-seller');
    await sellerContext.close();
  });

  it('lays the wallet out on a desktop', async () => {
    const { context, page } = await journey.newPage({ as: buyer, desktop: true });
    await page.goto('/portefeuille');
    await page.getByTestId('wallet-balance').waitFor();
    await page.getByRole('tab', { name: 'Recharge/Retrait' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Dépôt' }).waitFor();
    await screenshot(page, 'wallet-desktop');
    await context.close();
  });
});

describe('WALLET_MODE=notice', () => {
  const notice = useJourney({ env: { WALLET_MODE: 'notice' } });

  it("shows the spec's 'AVIS IMPORTANT' and 'J'ai compris' goes to /accueil", async () => {
    const account = await createAccount(notice.server, {
      username: 'oumark',
      email: 'oumar@example.ml',
      password: 'Kayes2026',
    });
    const { context, page } = await notice.newPage({ as: account });
    await page.goto('/portefeuille');
    const dialog = page.getByRole('dialog', { name: 'AVIS IMPORTANT' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('temporairement désactivée');
    await screenshot(page, 'wallet-notice');
    await dialog.getByRole('button', { name: "J'ai compris" }).click();
    await page.waitForURL('**/accueil');
    await context.close();
  });
});
