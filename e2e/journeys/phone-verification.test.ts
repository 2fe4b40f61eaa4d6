// A new seller's first order (docs/RULES.md, Téléphone et SMS): accepting it asks for a verified phone first; the order screen says
// why and links to /profil/telephone, where the seller gets a 5-digit code by SMS (read here from the dev
// outbox, SMS_PROVIDER=outbox), types it, sees 'Téléphone vérifié' on /profil and then accepts the order; a
// new number is then not verified until its own code is typed.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { callAs, openShopWithProduct } from '../helpers/api';
import { type Account, createAccount, lastSmsCode } from '../helpers/session';
import { useJourney } from '../journey';

const journey = useJourney();

const PASSWORD = 'Segou2026x';
const PIN = '2468';
const PHONE = '73334455';
const BOGOLAN = {
  shop: { shopName: 'Bogolan Fatou', biography: 'Bogolan de Ségou', shopActivity: 'Artisanat' },
  product: { productName: 'Nappe bogolan', productPrice: '9000', productStock: '4' },
  colour: '#7c2d12',
};

let seller: Account;
let buyer: Account;

const call = (account: Account, method: string, url: string, body?: FormData | object) =>
  callAs(journey.url, account.cookie, method, url, body);

/** `a11y: false` for the order screen, whose list is checked by the orders journey, not here. */
async function shot(page: Page, name: string, { a11y = true } = {}) {
  await animationsDone(page);
  await screenshot(page, name);
  if (a11y) await expectNoSeriousA11yViolations(page, name);
}

beforeAll(async () => {
  seller = await createAccount(
    journey.server,
    {
      role: 'Vendeur',
      username: 'fatoubogolan',
      email: 'fatou.bogolan@example.ml',
      password: PASSWORD,
      firstName: 'Fatoumata',
      name: 'Sangaré',
      phone: PHONE,
    },
    { phoneVerified: false },
  );
  const created = await openShopWithProduct(journey.url, seller.cookie, BOGOLAN);
  buyer = await createAccount(journey.server, {
    role: 'Client',
    username: 'oumarclient',
    email: 'oumar.client@example.ml',
    password: PASSWORD,
    firstName: 'Oumar',
    name: 'Traoré',
    pin: PIN,
    confirmPin: PIN,
  });
  await call(buyer, 'POST', '/api/User/confirm-pin', { code: PIN });
  await call(buyer, 'POST', '/api/Order/create', {
    productId: created.id,
    productNumber: 1,
    deliveryMethod: 'home',
  });
});

describe("a new seller's phone before the first accepted order", () => {
  it('is asked for on accepting, verified by SMS on /profil/telephone, then the order is accepted', async () => {
    const { context, page } = await journey.newPage({ as: { email: seller.email, password: PASSWORD } });
    const openOrder = async () => {
      await page.goto('/messages');
      await page.getByRole('tab', { name: /Commandes/ }).click();
      await page.getByTestId('orders-list').getByRole('button').first().click();
      return page.getByTestId('order-panel');
    };

    // The gate: the French reason and a way to verify, the order still pending.
    let panel = await openOrder();
    await panel.getByRole('button', { name: 'Accepter' }).click();
    await panel
      .getByText("Vérifiez votre numéro de téléphone avant d'accepter votre première commande", {
        exact: false,
      })
      .waitFor();
    await panel.getByRole('link', { name: 'Vérifier mon numéro' }).scrollIntoViewIfNeeded();
    await shot(page, 'phone-gate-order-phone', { a11y: false });
    expect(await panel.getByTestId('order-state').textContent()).toBe('En attente');

    // The profile shows the number unverified.
    await page.goto('/profil');
    const state = page.getByTestId('phone-state');
    await state.getByText(`+223 ${PHONE}`).waitFor();
    await shot(page, 'phone-profile-unverified-phone');

    // From the order screen's link: the verify screen sends nothing until asked.
    await openOrder();
    await page.getByTestId('order-panel').getByRole('button', { name: 'Accepter' }).click();
    await page.getByRole('link', { name: 'Vérifier mon numéro' }).click();
    await page.getByRole('heading', { name: 'Vérifier mon numéro' }).waitFor();
    await shot(page, 'phone-verify-start-phone');
    await page.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
    await page.getByLabel('Code de vérification').waitFor();
    await page.getByText('Renvoyer le code dans', { exact: false }).waitFor();
    await shot(page, 'phone-verify-code-phone');

    // A wrong code, then the code of the dev outbox.
    const code = await lastSmsCode(journey.server, `+223${PHONE}`);
    await page.getByLabel('Code de vérification').fill(code === '00000' ? '11111' : '00000');
    await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await page.getByText('Code de vérification invalide ou expiré').waitFor();
    await page.getByLabel('Code de vérification').fill(code);
    await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
    await page.getByText('Numéro de téléphone vérifié').waitFor();
    await shot(page, 'phone-verify-done-phone');

    await page.getByRole('link', { name: 'Retour au profil' }).click();
    await page.getByTestId('phone-state').getByText('Téléphone vérifié').waitFor();
    await shot(page, 'phone-profile-verified-phone');

    // Now the order is accepted.
    panel = await openOrder();
    await panel.getByRole('button', { name: 'Accepter' }).click();
    await expect.poll(() => panel.getByTestId('order-state').textContent()).toBe('Acceptée');

    // A new number is not verified: the code goes there, and the profile offers the verification again.
    await page.goto('/profil/telephone');
    await page.getByText('Numéro de téléphone vérifié').waitFor();
    await page.getByRole('button', { name: 'Changer de numéro' }).click();
    await page.getByLabel('Nouveau numéro').fill('74 45 56 67');
    await shot(page, 'phone-change-number-phone');
    await page.getByRole('button', { name: 'Envoyer le code à ce numéro' }).click();
    await page.getByText('+223 74455667').waitFor();
    expect(await lastSmsCode(journey.server, '+22374455667')).toMatch(/^\d{5}$/);
    await page.goto('/profil');
    await page.getByTestId('phone-state').getByRole('link', { name: 'Vérifier mon numéro' }).waitFor();
    await context.close();
  }, 180_000);
});
