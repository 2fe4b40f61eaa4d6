// Sugu in English for anglophone West Africa at 360x740 (issue 22): a Ghanaian seller signs up in English
// on /signup (Ghana, +233, MTN) and gets GHS; she sets up her shop and adds her product priced in GHS
// through the English screens ('GH₵450.00'); a Nigerian buyer, whose wallet holds NGN, browses in English,
// is offered pay on delivery only, orders and confirms with his PIN; the seller verifies her number by SMS,
// accepts the order in English and sees the buyer's phone with +234; both chat. Then the change of country
// in /profil: refused in English while her order in GHS is open, done in French for a Malian moving to Ghana.
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { callAs } from '../helpers/api';
import {
  confirmPin,
  createAccount,
  lastSmsCode,
  logIn,
  sessionCookie,
  verifyEmail,
} from '../helpers/session';
import { useJourney } from '../journey';

// A server of its own: the product it lists shows in the public shop that other journeys read.
const journey = useJourney({ own: true });

const PASSWORD = 'Accra2026x';
const PIN = '1357';

async function shot(page: Page, name: string) {
  await animationsDone(page);
  await screenshot(page, `english-market-${name}`);
}

/** An English phone (the browser prefers English as people in Accra and Lagos set it). */
const englishPhone = (locale: string) => journey.phone({ locale });

async function next(page: Page, step: number) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText(`Step ${step}/8`, { exact: true }).waitFor();
}

/** Ama signs up through the 8 English steps of /signup as a seller from Kumasi, +233 24 123 4567, MTN. */
async function signUpInEnglish(page: Page) {
  await page.goto('/signup');
  await page.getByText('Step 1/8', { exact: true }).waitFor();
  expect(await page.getAttribute('html', 'lang')).toBe('en');
  await page.getByRole('heading', { name: 'Who are you?' }).waitFor();
  await page.getByText('Seller', { exact: true }).click();
  await shot(page, 'signup-role');
  await next(page, 2);
  await page.getByLabel('Surname').fill('Owusu');
  await page.getByLabel('First name').fill('Ama');
  await page.getByText('Female', { exact: true }).click();
  await next(page, 3);
  await page.getByLabel('Country').selectOption('GH');
  expect(await page.getByLabel('City').getAttribute('placeholder')).toBe('e.g. Accra');
  await page.getByLabel('City').fill('Kumasi');
  await page.getByLabel('Area').fill('Adum');
  await shot(page, 'signup-location');
  await next(page, 4);
  expect(await page.locator('.phone-input__prefix').textContent()).toContain('+233');
  await page.getByLabel('Phone').fill('241234567');
  await page.getByText('MTN', { exact: true }).click();
  await shot(page, 'signup-phone');
  await next(page, 5);
  await page.getByLabel('Username').pressSequentially('amakente');
  await page.getByLabel('Email').fill('ama.kente@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await next(page, 6);
  await page.getByLabel('PIN', { exact: true }).fill(PIN);
  await page.getByLabel('Confirm PIN').fill(PIN);
  await next(page, 7);
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByText('Step 8/8', { exact: true }).waitFor();
  await shot(page, 'signup-done');
  await page.waitForURL('**/login', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
}

/** Opens /messages on the phone and the conversation with `name`. */
async function openChat(page: Page, name: string) {
  await page.goto('/messages');
  await page.getByRole('tab', { name: /^Chats/ }).click();
  await page.getByTestId('conversation-item').filter({ hasText: name }).click();
  await page.locator('.chat-panel').getByRole('heading', { name }).waitFor();
}

async function send(page: Page, text: string) {
  await page.getByPlaceholder('Message...').fill(text);
  await page.getByPlaceholder('Message...').press('Enter');
  await page.locator('.chat-panel .chat-bubble--mine[data-status="sent"]', { hasText: text }).waitFor();
}

/** Her shop in the 3 English steps of /configuration-boutique. */
async function setUpShopInEnglish(page: Page) {
  await page.goto('/profil-vendeur');
  await page.waitForURL('**/configuration-boutique');
  await page.getByText('Step 1/3', { exact: true }).waitFor();
  await page.getByLabel('Shop name').fill('Ama Kente Kumasi');
  await page.getByLabel('Bio').fill('Handwoven kente from Adum, sent all over West Africa.');
  await shot(page, 'seller-setup-name');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Step 2/3', { exact: true }).waitFor();
  await page.getByRole('group', { name: 'Shop category' }).getByRole('button', { name: 'Crafts' }).click();
  await shot(page, 'seller-setup-category');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Step 3/3', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.waitForURL('**/accueil');
}

/** Her product on /creation/produit in English: the currency offered first is her devise, GHS. */
async function addProductInEnglish(page: Page): Promise<string> {
  await page.goto('/profil-vendeur');
  await page.getByRole('heading', { name: 'Ama Kente Kumasi', level: 1 }).waitFor();
  await page.getByText('No products yet').waitFor();
  await shot(page, 'seller-profile-empty');
  await page.getByRole('link', { name: 'Add a product' }).first().click();
  await page.waitForURL('**/creation/produit');
  await page.getByRole('heading', { name: 'New product' }).waitFor();
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#15803d' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Add photos')
    .setInputFiles({ name: 'kente.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByText('1/10 photos').waitFor();
  await page.getByLabel('Product name').fill('Handwoven kente cloth');
  await page.getByLabel('Description').fill('Six yards of silk and cotton kente, woven by hand.');
  await page.getByLabel('Price').fill('450');
  expect(await page.getByLabel('Currency').inputValue()).toBe('GHS');
  await page.getByLabel('Stock').fill('5');
  await shot(page, 'seller-product-form');
  await page.getByRole('button', { name: 'Add product' }).click();
  await page.waitForURL('**/profil-vendeur');
  const card = page.getByRole('article', { name: 'Handwoven kente cloth' });
  await card.getByText('GH₵450.00').waitFor();
  await card.getByText('5 in stock').waitFor();
  await card.getByText('5 in stock').scrollIntoViewIfNeeded();
  await shot(page, 'seller-profile-product');
  const { items } = (await (await page.context().request.get('/api/Shop/me/products')).json()) as {
    items: { id: string; currency: string }[];
  };
  expect(items.map((p) => p.currency)).toEqual(['GHS']);
  return items[0]!.id;
}

/** The seller's order, opened from the Orders tab of /messages. */
async function openSellerOrder(page: Page) {
  await page.goto('/messages');
  await page.getByRole('tab', { name: /^Orders/ }).click();
  await page.getByTestId('orders-list').getByText('Handwoven kente cloth', { exact: false }).click();
  return page.getByTestId('order-panel');
}

/** /profil › edit, behind the PIN (English or French labels of the PIN window given). */
async function openProfileEdit(page: Page, edit: string, typePin: () => Promise<void>) {
  await page.goto('/profil');
  await page.getByRole('button', { name: new RegExp(`^${edit}`) }).click();
  await typePin();
  await page.getByRole('heading', { name: edit }).waitFor();
}

describe('Sugu in English, Ghana to Nigeria', () => {
  it('a Ghanaian seller signs up, opens her shop and sells in GHS in English; a Nigerian buyer orders on delivery; she accepts; both chat', async () => {
    const seller: BrowserContext = await englishPhone('en-GH');
    const sellerPage = await seller.newPage();
    await signUpInEnglish(sellerPage);
    await logIn(seller, 'amakente', PASSWORD);
    const sellerCookie = await sessionCookie(seller);
    await verifyEmail(journey.server, sellerCookie, 'ama.kente@example.com');
    const me = await (await seller.request.get('/api/User/me')).json();
    expect(me).toMatchObject({ country: 'GH', dialCode: '+233', phone: '241234567', operator: 'MTN' });
    expect(me.devise).toBe('GHS');
    await setUpShopInEnglish(sellerPage);
    const productId = await addProductInEnglish(sellerPage);

    // The buyer: a Nigerian account whose saved language is English.
    const buyerAccount = await createAccount(journey.server, {
      role: 'Client',
      username: 'chinedulagos',
      email: 'chinedu.lagos@example.com',
      password: PASSWORD,
      firstName: 'Chinedu',
      name: 'Okafor',
      gender: 'Homme',
      country: 'NG',
      dialCode: '+234',
      city: 'Lagos',
      area: 'Yaba',
      phone: '8031234567',
      operator: 'MTN',
      pin: PIN,
      confirmPin: PIN,
    });
    await callAs(journey.url, buyerAccount.cookie, 'PUT', '/api/EditParam/me', { language: 'en' });
    const buyer = await englishPhone('en-NG');
    await logIn(buyer, buyerAccount.email, PASSWORD);
    const page = await buyer.newPage();

    await page.goto('/boutique');
    await page.getByRole('searchbox', { name: 'Search for products' }).waitFor();
    await page.getByText('Handwoven kente cloth').first().waitFor();
    await shot(page, 'buyer-shop');
    await page.goto(`/produit/${productId}`);
    const price = page.getByTestId('product-page-price');
    await price.waitFor();
    expect(await price.textContent()).toBe('GH₵450.00');
    await page.getByRole('button', { name: 'Order now' }).waitFor();
    await shot(page, 'product-ghs');

    await page.getByRole('button', { name: 'Order now' }).click();
    const form = page.getByRole('dialog', { name: 'Place your order' });
    await form.getByTestId('order-wallet-currency').waitFor();
    expect(await form.getByTestId('order-wallet-currency').textContent()).toBe(
      'Your wallet is in NGN, so this order in GHS is paid on delivery, with no conversion.',
    );
    // Pay on delivery only: no wallet choice.
    expect(await form.locator('input[name="payment"]').count()).toBe(1);
    await form.getByText('Pay on delivery / as agreed').waitFor();
    expect(await form.getByTestId('order-total').textContent()).toBe('GH₵450.00');
    await shot(page, 'order-form');
    await form.getByRole('button', { name: 'Place order' }).click();

    const pin = page.getByRole('dialog', { name: 'Confirm with your PIN' });
    await pin.getByLabel('PIN digit 1').waitFor();
    await shot(page, 'order-pin');
    for (const [i, digit] of [...PIN].entries()) await pin.getByLabel(`PIN digit ${i + 1}`).fill(digit);
    await pin.getByRole('button', { name: 'Confirm' }).click();
    const sent = page.getByRole('dialog', { name: 'Order sent' });
    await sent.getByText(/Nothing has been paid: you'll pay on delivery/).waitFor();
    await shot(page, 'order-sent');
    await sent.getByRole('button', { name: 'See status' }).click();
    await page.waitForURL('**/messages');
    const placed = page.getByTestId('orders-list').getByRole('button').first();
    await placed.getByText('Handwoven kente cloth', { exact: false }).waitFor();
    expect(await placed.getByTestId('order-total').textContent()).toBe('GH₵450.00');
    // The unit price with its currency beside the quantity.
    expect(await placed.locator('.orders__breakdown').textContent()).toBe('1 × GH₵450.00');
    await shot(page, 'buyer-orders');
    await placed.click();
    const buyerPanel = page.getByTestId('order-panel');
    await buyerPanel.getByTestId('order-state').getByText('Pending').waitFor();
    await buyerPanel.getByText('On delivery / as agreed').waitFor();
    await shot(page, 'buyer-order');

    // The seller sees the order in English; her first acceptance asks for her number verified.
    let sellerPanel = await openSellerOrder(sellerPage);
    await sellerPanel.getByText('chinedulagos').waitFor();
    expect(await sellerPanel.getByTestId('order-state').textContent()).toBe('Pending');
    expect(await sellerPanel.getByTestId('order-amount').textContent()).toBe('GH₵450.00');
    await sellerPanel.getByRole('button', { name: 'Decline' }).waitFor();
    await shot(sellerPage, 'seller-order');
    await sellerPanel.getByRole('button', { name: 'Accept' }).click();
    await sellerPanel
      .getByText('Verify your phone number before you accept your first order', { exact: false })
      .waitFor();
    await sellerPanel.getByRole('link', { name: 'Verify my number' }).click();
    await sellerPage.getByRole('heading', { name: 'Verify my number' }).waitFor();
    await sellerPage.getByRole('button', { name: 'Text me the code' }).click();
    await sellerPage.getByText('+233 241234567').waitFor();
    await sellerPage.getByLabel('Verification code').fill(await lastSmsCode(journey.server, '+233241234567'));
    await shot(sellerPage, 'seller-verify-phone');
    await sellerPage.getByRole('button', { name: 'Verify', exact: true }).click();
    await sellerPage.getByText('Phone number verified').waitFor();

    // Accepted: each sees the other's phone with its own country's dial code.
    sellerPanel = await openSellerOrder(sellerPage);
    await sellerPanel.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => sellerPanel.getByTestId('order-state').textContent()).toBe('Accepted');
    await sellerPanel.getByTestId('order-phone').getByText('+234 8031234567').waitFor();
    await shot(sellerPage, 'seller-order-accepted');
    await page.reload();
    await page.getByTestId('orders-list').getByRole('button').first().click();
    await buyerPanel.getByTestId('order-phone').getByText('+233 241234567').waitFor();

    // Both chat, in English.
    await openChat(page, 'Ama Kente Kumasi');
    await page.getByText('For your safety, never close a sale outside Sugu', { exact: false }).waitFor();
    await send(page, 'Hello Ama, can you deliver to Yaba, Lagos?');
    await shot(page, 'buyer-chat');
    await openChat(sellerPage, 'chinedulagos');
    await sellerPage.locator('.chat-panel').getByText('Hello Ama, can you deliver to Yaba, Lagos?').waitFor();
    await send(sellerPage, 'Yes, by bus from Kumasi within a week.');
    await page.locator('.chat-panel').getByText('Yes, by bus from Kumasi within a week.').waitFor();
    await shot(sellerPage, 'seller-chat');
    await shot(page, 'buyer-chat-reply');

    // A new product priced past the cedi's maximum: said at once, in cedis, and the form is not sent.
    await sellerPage.goto('/creation/produit');
    await sellerPage.getByLabel('Price').fill('3000000');
    const tooDear = sellerPage.getByText("The price can't be more than GH₵2,500,000.00");
    await tooDear.waitFor();
    await tooDear.scrollIntoViewIfNeeded();
    await shot(sellerPage, 'product-form-ghs-max');

    // The buyer's wallet, in naira: the balance, the minimum and the bounds as the naira is written.
    await page.goto('/portefeuille');
    const balance = page.getByTestId('wallet-balance');
    await balance.waitFor();
    expect(await balance.textContent()).toBe('₦0.00');
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    const amount = page.getByPlaceholder('Amount (min: ₦1,000.00)');
    await amount.fill('500');
    await page.getByText('Invalid amount (min ₦1,000.00)').waitFor();
    expect(await page.getByRole('button', { name: /^Top up ₦500\.00$/ }).isDisabled()).toBe(true);
    await amount.fill('20000000');
    await page.getByText('Amount too high (max ₦12,500,000.00)').waitFor();
    await amount.fill('5000');
    await page.getByLabel('PIN', { exact: true }).waitFor();
    await shot(page, 'wallet-ngn');
    // A payment provider that does not take naira (CinetPay): said under the balance, no top-up offered.
    await page.route('**/api/Payments/config', (route) =>
      route.fulfill({
        json: {
          walletMode: 'open',
          provider: 'cinetpay',
          currencies: ['XOF', 'XAF', 'CDF', 'GNF', 'USD'],
          minAmount: 500,
          withdrawalPrefix: '223',
        },
      }),
    );
    await page.reload();
    await page
      .getByRole('note')
      .getByText("Top-ups and withdrawals in NGN aren't available yet: pay for your orders on delivery")
      .waitFor();
    expect(await page.getByRole('button', { name: 'Top up', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Withdraw', exact: true }).isDisabled()).toBe(true);
    await shot(page, 'wallet-unsupported');

    // A move to Nigeria would change her devise while her order in GHS is open: refused, in English.
    await openProfileEdit(sellerPage, 'Edit my profile', async () => {
      const window = sellerPage.getByRole('dialog', { name: 'PIN' });
      for (const [i, digit] of [...PIN].entries()) await window.getByLabel(`PIN digit ${i + 1}`).fill(digit);
      await window.getByRole('button', { name: 'Confirm' }).click();
    });
    await sellerPage.getByLabel('Country').selectOption('NG');
    await sellerPage.getByText('Your currency will change from GHS to NGN', { exact: false }).waitFor();
    await sellerPage.getByLabel('City').fill('Lagos');
    await sellerPage.getByLabel('Area').fill('Surulere');
    await sellerPage.getByLabel('Phone').fill('8031234568');
    await sellerPage.getByLabel('Mobile network').selectOption('MTN');
    await shot(sellerPage, 'profile-country-en');
    await expectNoSeriousA11yViolations(sellerPage, 'profile-country-en');
    await sellerPage.getByRole('button', { name: 'Save' }).click();
    await sellerPage
      .getByRole('alert')
      .getByText(
        "You have orders or disputes still open in GHS: wait until they're done before changing your country.",
      )
      .waitFor();
    await sellerPage.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot(sellerPage, 'profile-country-refused-en');
    const still = await (await seller.request.get('/api/User/me')).json();
    expect(still).toMatchObject({ country: 'GH', devise: 'GHS', phone: '241234567', isPhoneVerified: true });
    await buyer.close();
    await seller.close();
  });
});

describe('a change of country in the profile, in French', () => {
  it('moves a Malian to Ghana: the new city, number and operator, GHS, the number to verify', async () => {
    const awa = await createAccount(journey.server, {
      username: 'awadakar',
      email: 'awa.bamako@exemple.ml',
      password: PASSWORD,
      pin: PIN,
      confirmPin: PIN,
    });
    const { context, page } = await journey.newPage({ as: { email: awa.email, password: PASSWORD } });
    await openProfileEdit(page, 'Modifier mon profil', () => confirmPin(page, PIN));
    expect(await page.getByLabel('Devise du portefeuille').inputValue()).toBe('XOF');
    await page.getByLabel('Pays').selectOption('GH');
    await page.getByText('Votre devise passera de FCFA à GHS', { exact: false }).waitFor();
    expect(await page.getByLabel('Ville').inputValue()).toBe('');
    await page.getByLabel('Ville').fill('Accra');
    await page.getByLabel('Quartier').fill('Osu');
    // A Malian number breaks the Ghanaian rule: the server says which.
    await page.getByLabel('Téléphone').fill('76123456');
    await page.getByLabel('Opérateur mobile').selectOption('MTN');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page
      .getByRole('alert')
      .getByText('Numéro de mobile invalide (Ghana) : 9 chiffres après +233', { exact: false })
      .waitFor();
    expect(await page.getByLabel('Téléphone').getAttribute('aria-invalid')).toBe('true');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shot(page, 'profile-country-fr-refused');
    await expectNoSeriousA11yViolations(page, 'profile-country-fr-refused');
    await page.getByLabel('Téléphone').fill('24 123 4599');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'profile-country-fr');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page
      .getByRole('status')
      .getByText('Pays modifié. Vérifiez maintenant votre nouveau numéro.')
      .waitFor();
    await page.reload();
    const phone = page.getByTestId('phone-state');
    await phone.getByText('+233 241234599').waitFor();
    await phone.getByRole('link', { name: 'Vérifier mon numéro' }).waitFor();
    await page.getByText('Accra', { exact: false }).first().waitFor();
    await shot(page, 'profile-country-fr-done');
    await page.goto('/portefeuille');
    await page
      .getByText(/GHS|GH₵/)
      .first()
      .waitFor();
    await context.close();
  });
});
