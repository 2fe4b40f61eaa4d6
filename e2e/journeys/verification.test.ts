// The verified badge: a seller asks for it from /profil-vendeur on a phone (a photo of an identity document, the
// legal name, an RCCM) and sees the request under review after a reload; the demo operator opens it in the
// console, looks at the document and grants the badge with a reason and the PIN; the seller's page and the
// shop's public page show the badge, on a phone and on a desktop, and the journal has the view and the decision.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { type Account, createAccount, typePin } from '../helpers/session';
import { useJourney } from '../journey';

// The demo server, for its operator; the journey's shop is its own (a name no other journey uses).
const journey = useJourney({ seed: true });
const OPERATOR = 'admindemo';

const PASSWORD = 'Badge2026x';
const SHOP = 'Bogolan Kadi';

let photoDir: string;
let documentPhoto: string;
let seller: Account;
let shopId: string;

/** A photo of an identity card, drawn at run time. */
async function makeDocument(): Promise<string> {
  const file = path.join(photoDir, 'carte-identite.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="760">
    <rect width="1200" height="760" rx="40" fill="#e7efe4"/>
    <rect x="60" y="60" width="300" height="380" rx="16" fill="#b9c8b4"/>
    <rect x="420" y="90" width="640" height="40" fill="#44624a"/>
    <rect x="420" y="180" width="520" height="28" fill="#7d927f"/>
    <rect x="420" y="240" width="460" height="28" fill="#7d927f"/>
    <rect x="420" y="300" width="560" height="28" fill="#7d927f"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

async function call(account: Account, method: string, url: string, body?: FormData) {
  const res = await fetch(`${journey.url}${url}`, { method, headers: { cookie: account.cookie }, body });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The account's shop (POST /api/Shop/ajout, an Artisanat one); its id. */
async function openShop(account: Account, shopName: string, biography: string): Promise<string> {
  const shop = new FormData();
  for (const [k, v] of Object.entries({ shopName, biography, shopActivity: 'Artisanat' })) shop.append(k, v);
  return (await call(account, 'POST', '/api/Shop/ajout', shop)).id as string;
}

async function shot(page: Page, name: string) {
  await animationsDone(page);
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page, name);
}

beforeAll(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), 'sugu-verification-'));
  documentPhoto = await makeDocument();
  seller = await createAccount(journey.server, {
    role: 'Vendeur',
    username: 'kadibogolan',
    email: 'kadi.bogolan@example.ml',
    password: PASSWORD,
    firstName: 'Kadidia',
    name: 'Coulibaly',
  });
  shopId = await openShop(seller, SHOP, 'Bogolan teint à la main à Ségou');
});

afterAll(async () => {
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

describe('a seller asks for the verified badge', () => {
  it('on a phone: the form, its rules, then the request under review, after a reload too', async () => {
    const { context, page } = await journey.newPage({ as: { email: seller.email, password: PASSWORD } });
    await page.goto('/profil-vendeur');
    const section = page.getByTestId('verification');
    await section.getByRole('heading', { name: 'Badge vérifié' }).waitFor();
    await section.getByText('Faites vérifier votre boutique', { exact: false }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'verification-none-phone');

    await section.getByRole('button', { name: 'Demander le badge' }).click();
    const send = section.getByRole('button', { name: 'Envoyer la demande' });
    // The name first, then the photo: each refusal in French, on its field.
    await send.click();
    expect(await section.getByRole('alert').textContent()).toBe('Indiquez le nom légal ou commercial');
    await section.getByLabel('Nom légal ou commercial').fill('Kadidia Coulibaly Commerce');
    await send.click();
    expect(await section.getByRole('alert').textContent()).toBe(
      'Ajoutez une photo de votre pièce d’identité',
    );
    await section.getByLabel('Numéro RCCM (facultatif)').fill('MA.SEG.2023.A.0457');
    await section.locator('input[type=file]').setInputFiles(documentPhoto);
    await section.getByRole('img', { name: 'Aperçu de la pièce d’identité' }).waitFor();
    await expect.poll(() => section.getByRole('alert').count()).toBe(0);
    await section.getByText('Photo de votre pièce d’identité').evaluate((el) => el.scrollIntoView());
    await shot(page, 'verification-form-phone');

    await send.click();
    await section.getByText('Demande en cours d’examen').waitFor();
    await section.getByText('Envoyée aujourd', { exact: false }).waitFor();
    expect(await section.getByRole('button', { name: 'Demander le badge' }).count()).toBe(0);
    await shot(page, 'verification-pending-phone');

    await page.reload();
    await page.getByTestId('verification').getByText('Demande en cours d’examen').waitFor();
    // No badge on the shop until an operator grants it.
    expect(await page.getByRole('img', { name: 'Boutique vérifiée' }).count()).toBe(0);
    await context.close();
  });

  it('on a desktop: the section beside the shop, under review', async () => {
    const { context, page } = await journey.newPage({
      as: { email: seller.email, password: PASSWORD },
      desktop: true,
    });
    await page.goto('/profil-vendeur');
    const section = page.getByTestId('verification');
    await section.getByText('Demande en cours d’examen').waitFor();
    await shot(page, 'verification-pending-desktop');
    await context.close();
  });
});

describe('the operator grants it from the console', () => {
  it('on a phone: the pending count, the request with its document, the decision with a reason and the PIN', async () => {
    const { context, page } = await journey.newPage({ as: OPERATOR });
    await page.goto('/admin');
    const queue = page.getByRole('main').getByRole('link', { name: /Vérifications/ });
    await queue.getByText('1 en attente').waitFor();
    await queue.click();
    await page.getByRole('tab', { name: 'En attente (1)' }).waitFor();
    const row = page.getByTestId('admin-verification').filter({ hasText: SHOP });
    await row.getByText('Kadidia Coulibaly Commerce · @kadibogolan').waitFor();
    await shot(page, 'verification-admin-queue-phone');

    await row.getByRole('link').click();
    await page.getByText('MA.SEG.2023.A.0457').waitFor();
    const document = page.getByRole('img', { name: `Pièce d’identité envoyée pour ${SHOP}` });
    await expect
      .poll(() => document.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page
      .getByText('Chaque affichage de cette pièce est inscrit au journal', { exact: false })
      .waitFor();
    await shot(page, 'verification-admin-request-phone');

    await page.getByRole('button', { name: 'Accorder le badge' }).click();
    const dialog = page.getByRole('dialog', { name: `Accorder le badge à « ${SHOP} »` });
    await dialog
      .getByLabel('Raison (obligatoire, inscrite au journal)')
      .fill('Pièce lisible, nom conforme au RCCM');
    await dialog.getByRole('button', { name: 'Accorder le badge' }).click();
    const pin = page.getByRole('dialog', { name: 'Code PIN' });
    await pin.waitFor();
    await typePin(page, '1234');
    await pin.getByRole('button', { name: 'Valider' }).click();
    await page.getByRole('status').filter({ hasText: 'Badge accordé' }).waitFor();
    await page.getByText('Aucune demande de badge en attente').waitFor();
    await shot(page, 'verification-admin-done-phone');

    await page.getByRole('tab', { name: 'Accordées' }).click();
    await page
      .getByTestId('admin-verification')
      .filter({ hasText: SHOP })
      .getByText('par @admindemo', { exact: false })
      .waitFor();
    await context.close();
  });
});

describe('the seller’s shop shows the badge', () => {
  it('on a phone: the seller’s page says so, and the public shop page shows the badge', async () => {
    const { context, page } = await journey.newPage({ as: { email: seller.email, password: PASSWORD } });
    await page.goto('/profil-vendeur');
    await page.getByTestId('verification').getByText('Votre boutique est vérifiée').waitFor();
    await page.getByRole('img', { name: 'Boutique vérifiée' }).first().waitFor();
    await shot(page, 'verification-approved-phone');
    await context.close();

    const { context: guest, page: shopPage } = await journey.newPage();
    await shopPage.goto(`/boutique/${shopId}`);
    await shopPage.getByText(SHOP).first().waitFor();
    await shopPage.getByRole('img', { name: 'Boutique vérifiée' }).first().waitFor();
    await shot(shopPage, 'verification-shop-badge-phone');
    await guest.close();
  });

  it('on a desktop: the shop page, and the journal has the view of the document and the decision', async () => {
    const { context: guest, page } = await journey.newPage({ desktop: true });
    await page.goto(`/boutique/${shopId}`);
    await page.getByRole('img', { name: 'Boutique vérifiée' }).first().waitFor();
    await shot(page, 'verification-shop-badge-desktop');
    await guest.close();

    const { context, page: admin } = await journey.newPage({ as: OPERATOR, desktop: true });
    await admin.goto('/admin/verifications');
    await admin.getByRole('tab', { name: 'Accordées' }).click();
    await admin.getByTestId('admin-verification').filter({ hasText: SHOP }).getByRole('link').click();
    await admin.getByText('Badge accordé ·', { exact: false }).waitFor();
    await admin.getByRole('img', { name: `Pièce d’identité envoyée pour ${SHOP}` }).waitFor();
    expect(await admin.getByRole('button', { name: 'Accorder le badge' }).count()).toBe(0);
    await shot(admin, 'verification-admin-request-desktop');

    await admin.goto('/admin/journal');
    await admin.getByText('Badge vérifié accordé').first().waitFor();
    await admin.getByText('Pièce d’identité consultée').first().waitFor();
    await admin.getByText('Pièce lisible, nom conforme au RCCM').first().waitFor();
    await shot(admin, 'verification-admin-journal-desktop');
    await context.close();
  });
});

describe('a refusal', () => {
  it('the operator refuses on a desktop; the seller reads the reason on a phone and may ask again', async () => {
    const other = await createAccount(journey.server, {
      role: 'Vendeur',
      username: 'moussaindigo',
      email: 'moussa.indigo@example.ml',
      password: PASSWORD,
      firstName: 'Moussa',
      name: 'Sidibé',
    });
    await openShop(other, 'Indigo Moussa', 'Tissus indigo de San');
    const request = new FormData();
    request.append('legalName', 'Moussa Sidibé');
    request.append(
      'document',
      new Blob([new Uint8Array(await readFile(documentPhoto))], { type: 'image/jpeg' }),
      'piece.jpg',
    );
    await call(other, 'POST', '/api/Shop/verification', request);

    const { context, page: admin } = await journey.newPage({ as: OPERATOR, desktop: true });
    await admin.goto('/admin/verifications');
    await admin
      .getByTestId('admin-verification')
      .filter({ hasText: 'Indigo Moussa' })
      .getByRole('link')
      .click();
    await admin.getByRole('button', { name: 'Refuser' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refuser le badge à « Indigo Moussa »' });
    await dialog.getByText('Le vendeur lira votre raison', { exact: false }).waitFor();
    await dialog
      .getByLabel('Raison (obligatoire, inscrite au journal)')
      .fill('La photo est floue : le nom ne se lit pas.');
    await shot(admin, 'verification-admin-reject-desktop');
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    const pin = admin.getByRole('dialog', { name: 'Code PIN' });
    await pin.waitFor();
    await typePin(admin, '1234');
    await pin.getByRole('button', { name: 'Valider' }).click();
    await admin.getByRole('status').filter({ hasText: 'Demande refusée' }).waitFor();
    await context.close();

    const { context: phone, page } = await journey.newPage({
      as: { email: other.email, password: PASSWORD },
    });
    await page.goto('/profil-vendeur');
    const section = page.getByTestId('verification');
    await section.getByText('Demande refusée').waitFor();
    await section.getByText('La photo est floue : le nom ne se lit pas.').waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'verification-rejected-phone');
    await section.getByRole('button', { name: 'Faire une nouvelle demande' }).click();
    await section.getByLabel('Nom légal ou commercial').waitFor();
    await phone.close();
  });
});
