// Countries, money and phones on a phone (docs/RULES.md, Pays, devises et téléphones), in French: a Ghanaian
// seller signs up with Ghana's cities, +233, its number rule and its operators; their product is priced in
// GHS and shows as Intl writes it ('450,00 GH₵'); a Malian buyer, whose wallet holds XOF, is offered pay on
// delivery only, orders, and sees the seller's +233 once the order is accepted.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { openShopWithProduct } from '../helpers/api';
import { type Account, createAccount } from '../helpers/session';
import { expectStep, next, sellerIdentity } from '../helpers/sign-up-steps';
import { useJourney } from '../journey';

const journey = useJourney();

const PASSWORD = 'Accra2026x';
const PIN = '2468';

async function shot(page: Page, name: string) {
  await animationsDone(page);
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page, name);
}

/** A Ghanaian seller's shop and product (no currency sent: the product takes her devise). */
const KENTE = {
  shop: { shopName: 'Kente de Kumasi', biography: 'Kente tissé main', shopActivity: 'Artisanat' },
  product: { productName: 'Kente tissé main', productPrice: '450', productStock: '6' },
  colour: '#b45309',
};

describe('sign-up from Ghana', () => {
  it('offers Ghana’s cities, +233, its number rule in French and MTN, Telecel, AT', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/signup');
    await sellerIdentity(page, 'Mensah', 'Kofi');
    await page.getByLabel('Pays').selectOption('GH');
    expect(await page.locator('#signup-cities option').first().getAttribute('value')).toBe('Accra');
    expect(await page.getByLabel('Ville').getAttribute('placeholder')).toBe('Ex. : Accra');
    await page.getByLabel('Ville').fill('Kumasi');
    await page.getByLabel('Quartier').fill('Adum');
    await shot(page, 'countries-signup-ghana-location');
    await next(page);

    await expectStep(page, 4);
    expect(await page.locator('.phone-input__prefix').textContent()).toContain('+233');
    expect(await page.locator('#signup-phone-hint').textContent()).toBe(
      'Le numéro de votre compte mobile money. 9 chiffres, sans le 0 initial.',
    );
    const operators = await page
      .locator('input[name="operator"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    expect(operators).toEqual(['MTN', 'Telecel', 'AT']);
    await page.getByLabel('Téléphone').fill('024 123 4567');
    await page.getByText('MTN', { exact: true }).click();
    await next(page);
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'Numéro de mobile invalide (Ghana) : 9 chiffres après +233, sans le 0, commençant par 20, 23, 24, 25, 26, 27, 28, 29, 50, 53, 54, 55, 56, 57 ou 59',
    );
    await shot(page, 'countries-signup-ghana-phone-error');
    await page.getByLabel('Téléphone').fill('24 123 4567');
    await shot(page, 'countries-signup-ghana-phone');
    await next(page);
    await expectStep(page, 5);
    await context.close();
  });
});

describe('a price in GHS, bought from Mali', () => {
  let productId: string;
  let buyer: Account;

  beforeAll(async () => {
    const seller = await createAccount(journey.server, {
      role: 'Vendeur',
      username: 'kofikente',
      email: 'kofi.kente@example.com',
      password: PASSWORD,
      firstName: 'Kofi',
      name: 'Mensah',
      country: 'GH',
      dialCode: '+233',
      city: 'Kumasi',
      area: 'Adum',
      phone: '241234567',
      operator: 'MTN',
    });
    // No currency sent: the product takes the seller's devise, GHS.
    const created = await openShopWithProduct(journey.url, seller.cookie, KENTE);
    expect(created.currency).toBe('GHS');
    productId = created.id;
    buyer = await createAccount(journey.server, {
      role: 'Client',
      username: 'awaghana',
      email: 'awa.ghana@example.ml',
      password: PASSWORD,
      pin: PIN,
      confirmPin: PIN,
    });
  });

  it('shows the GHS price and lets an XOF wallet pay on delivery only', async () => {
    const { context, page } = await journey.newPage({ as: { email: buyer.email, password: PASSWORD } });
    await page.goto(`/produit/${productId}`);
    await page.getByTestId('product-page-price').waitFor();
    expect(await page.getByTestId('product-page-price').textContent()).toBe('450,00\u00a0GH₵');
    await shot(page, 'countries-product-ghs');

    await page.getByRole('button', { name: 'Commander maintenant' }).click();
    const orderForm = page.getByTestId('order-form');
    await orderForm.waitFor();
    await orderForm.getByTestId('order-wallet-currency').waitFor();
    expect(await orderForm.getByTestId('order-wallet-currency').textContent()).toBe(
      'Votre portefeuille est en XOF : cette commande en GHS se paie à la livraison, sans conversion.',
    );
    expect(await orderForm.locator('input[name="payment"]').count()).toBe(1);
    expect(await orderForm.getByTestId('order-total').textContent()).toBe('450,00\u00a0GH₵');
    await shot(page, 'countries-order-form-ghs');
    await context.close();
  });
});
