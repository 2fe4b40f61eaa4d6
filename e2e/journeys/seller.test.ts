// A Vendeur on a phone: shop setup in 3 steps, a product with 3 photos published and restocked, a free post
// with 2 photos that tops the feed; /profil-vendeur on a desktop too; who may open the seller pages.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { logIn, sessionCookie, signUp, verifyEmail } from '../helpers/session';
import { useJourney } from '../journey';

// Its own server: it publishes to the public feed, which other journeys expect empty.
const journey = useJourney({ own: true });

const PASSWORD = 'Boutique2024';
const SELLER = { username: 'awamode', email: 'awa.mode@exemple.ml' };
/** The journey's seller, to log a new page in. */
const SELLER_LOGIN = { email: SELLER.email, password: PASSWORD };
const CAPTION = 'Nouvel arrivage de bazins brodés à Ségou. Passez nous voir au grand marché !';

let photoDir: string;
let photos: string[];

/** Real JPEG photos, one colour each, made at run time. */
async function makePhotos(): Promise<string[]> {
  const colours = ['#c2410c', '#0f766e', '#7c3aed', '#ca8a04', '#be123c'];
  return Promise.all(
    colours.map(async (colour, i) => {
      const file = path.join(photoDir, `photo-${i + 1}.jpg`);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
        <rect width="800" height="600" fill="${colour}"/>
        <circle cx="${250 + i * 60}" cy="300" r="170" fill="#fff" fill-opacity="0.35"/>
        <rect x="470" y="140" width="220" height="320" rx="30" fill="#000" fill-opacity="0.18"/></svg>`;
      await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(file);
      return file;
    }),
  );
}

/** A seller-journey account through the API (the journey's own names and town). */
function signUpAs(role: 'Vendeur' | 'Client', username: string, email: string) {
  return signUp(journey.server, {
    role,
    name: 'Diarra',
    firstName: 'Awa',
    email,
    password: PASSWORD,
    username,
    city: 'Ségou',
    area: 'Médine',
    pin: '1234',
    confirmPin: '1234',
  });
}

/** Screenshot once the step fade and entry animations are over. */
async function shot(page: Page, name: string) {
  await animationsDone(page);
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page, name);
}

/** A horizontal mouse drag (pointer events, like a finger) on an element. */
async function drag(page: Page, selector: string, dx: number) {
  const box = (await page.locator(selector).first().boundingBox())!;
  const y = box.y + Math.min(box.height / 2, 150);
  const x = dx < 0 ? box.x + box.width - 40 : box.x + 40;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}

beforeAll(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), 'sugu-seller-photos-'));
  photos = await makePhotos();
  await signUpAs('Vendeur', SELLER.username, SELLER.email);
});

afterAll(async () => {
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

describe('a Vendeur on a phone', () => {
  it('sets up the shop in 3 steps, with the rules of each step', async () => {
    const context = await journey.phone();
    await logIn(context, SELLER.email, PASSWORD);
    await verifyEmail(journey.server, await sessionCookie(context), SELLER.email);
    const page = await context.newPage();
    // Any page sends a Vendeur without a shop to the setup.
    await page.goto('/profil-vendeur');
    await page.waitForURL('**/configuration-boutique');
    await page.getByText('Étape 1/3', { exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Retour' }).count()).toBe(0);

    const next = page.getByRole('button', { name: 'Suivant' });
    await next.click();
    expect(await page.getByRole('alert').textContent()).toBe('Veuillez remplir tous les champs');

    const name = page.getByLabel('Nom de la boutique');
    const bio = page.getByLabel('Biographie');
    await name.fill('Awa & Fils');
    await bio.fill('Bazins, pagnes et wax de qualité, livrés partout à Ségou.');
    await page.getByText('57/120', { exact: true }).waitFor();
    await next.click();
    expect(await page.getByRole('alert').textContent()).toBe(
      'Le nom de la boutique ne peut contenir que des lettres, chiffres, espaces ou tirets',
    );
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'seller-setup-step1-error');

    // The counter stops at 120.
    await bio.fill('b'.repeat(130));
    await page.getByText('120/120', { exact: true }).waitFor();
    expect((await bio.inputValue()).length).toBe(120);
    await bio.fill('Bazins, pagnes et wax de qualité, livrés partout à Ségou.');
    await name.fill('Awa Mode Ségou');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await shot(page, 'seller-setup-step1');
    await next.click();

    await page.getByText('Étape 2/3', { exact: true }).waitFor();
    const categories = page.getByRole('group', { name: 'Catégorie de la boutique' });
    await categories.getByRole('button', { name: 'Mode et vêtements' }).waitFor();
    expect(await categories.getByRole('button').count()).toBe(12);
    await next.click();
    expect(await page.getByRole('alert').textContent()).toBe('Veuillez sélectionner une catégorie');
    await categories.getByRole('button', { name: 'Mode et vêtements' }).click();
    expect(
      await categories.getByRole('button', { name: 'Mode et vêtements' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await shot(page, 'seller-setup-step2');
    await next.click();

    await page.getByText('Étape 3/3', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ignorer' }).waitFor();
    // Back keeps what was chosen.
    await page.getByRole('button', { name: 'Retour' }).click();
    await page.getByText('Étape 2/3', { exact: true }).waitFor();
    expect(
      await categories.getByRole('button', { name: 'Mode et vêtements' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await next.click();
    await page.getByText('Étape 3/3', { exact: true }).waitFor();
    await page.locator('input[type=file]').setInputFiles(photos[0]!);
    await page.getByRole('img', { name: 'Aperçu du logo' }).waitFor();
    await shot(page, 'seller-setup-step3');
    await page.getByRole('button', { name: 'Terminer' }).click();
    await page.waitForURL('**/accueil');

    const shop = await (await context.request.get('/api/Shop/me')).json();
    expect(shop.shopName).toBe('Awa Mode Ségou');
    expect(shop.shopActivity).toBe('Mode et vêtements');
    expect(shop.coverImgUrl).toMatch(/^\/media\/.+\.webp$/);
    // The shop exists now: the setup page sends the seller to their shop.
    await page.goto('/configuration-boutique');
    await page.waitForURL('**/profil-vendeur');
    await page.getByRole('heading', { name: 'Awa Mode Ségou', level: 1 }).waitFor();
    await page.getByText('Aucun produit pour le moment').waitFor();
    // (The bottom bar is in this screenshot.)
    await shot(page, 'seller-profile-empty');

    // The bottom bar's last tab reads 'Profil' as for everyone, whole, and leads to the shop.
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const profile = nav.getByRole('link', { name: 'Profil', exact: true });
    expect(await profile.getAttribute('href')).toBe('/profil-vendeur');
    expect(await profile.getAttribute('aria-current')).toBe('page');
    const cut = await nav
      .locator('.navbar__label')
      .evaluateAll((labels) =>
        labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
      );
    expect(cut).toEqual([]);
    await context.close();
  });

  it('creates a product with 3 photos, publishes it and updates its stock', async () => {
    const { context, page } = await journey.newPage({ as: SELLER_LOGIN });
    await page.goto('/profil-vendeur');
    await page.getByRole('link', { name: 'Ajouter un produit' }).first().click();
    await page.waitForURL('**/creation/produit');
    await page.getByRole('heading', { name: 'Nouveau produit' }).waitFor();
    await page.getByText('0/10 photos').waitFor();
    const submit = page.getByRole('button', { name: 'Créer le produit' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText('Mode et vêtements').waitFor();

    await page.getByLabel('Ajouter des photos').setInputFiles(photos.slice(0, 3));
    await page.getByText('3/10 photos').waitFor();
    expect(await page.getByText('Principal', { exact: true }).count()).toBe(1);
    await page.getByLabel('Nom du produit').fill('Bazin riche brodé');
    await page.getByText('17/24', { exact: true }).waitFor();
    await page.getByLabel('Description').fill('Bazin getzner, 5 mètres, brodé main à Ségou.');
    await page.getByLabel('Prix').fill('12 500');
    expect(await page.getByLabel('Prix').inputValue()).toBe('12500');
    await page.getByLabel('Unité').selectOption({ label: 'par mètre' });
    // The spec's list, and SLE (Sierra Leone's leone since 2022); the seller's devise is chosen first.
    expect(await page.getByLabel('Devise').inputValue()).toBe('XOF');
    const currencies = await page.getByLabel('Devise').locator('option').allTextContents();
    expect(currencies).toEqual([
      'XOF (CFA)',
      'GMD (D)',
      'GHS (GH₵)',
      'GNF (FG)',
      'LRD ($)',
      'NGN (₦)',
      'SLL (Le)',
      'SLE (Le)',
    ]);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Stock').fill('12');
    expect(await submit.isEnabled()).toBe(true);
    // A price past the maximum is said while typing, and the product cannot be sent.
    await page.getByLabel('Prix').fill('100000001');
    const tooDear = page.getByRole('alert').getByText(/^Le prix ne doit pas dépasser 100\s000\s000$/);
    await tooDear.waitFor();
    expect(await page.getByLabel('Prix').getAttribute('aria-invalid')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    await submit.scrollIntoViewIfNeeded();
    await shot(page, 'seller-product-price-too-high');
    await page.getByLabel('Prix').fill('12 500');
    await tooDear.waitFor({ state: 'detached' });
    expect(await submit.isEnabled()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'seller-product-form');
    await submit.scrollIntoViewIfNeeded();
    await shot(page, 'seller-product-form-bottom');

    // A lost connection: the message, and nothing typed or chosen is lost.
    await page.route('**/api/Product/ajout', (route) => route.abort('internetdisconnected'));
    await submit.click();
    await page.getByRole('alert').getByText('Impossible de se connecter au serveur').waitFor();
    expect(await page.getByLabel('Nom du produit').inputValue()).toBe('Bazin riche brodé');
    await page.getByText('3/10 photos').waitFor();
    await page.unroute('**/api/Product/ajout');

    // While the photos leave the phone: the sending label and the upload progress bar. The request is held
    // until they have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/Product/ajout', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await page.getByRole('button', { name: 'Création en cours...' }).waitFor();
    await shot(page, 'seller-product-sending');
    expect(await page.getByRole('progressbar', { name: /^Envoi des photos… \d+ %$/ }).count()).toBe(1);
    release();
    await page.waitForURL('**/profil-vendeur');
    await page.unroute('**/api/Product/ajout');
    await page.getByRole('status').getByText('Produit créé avec succès !').waitFor();
    const card = page.getByRole('article', { name: 'Bazin riche brodé' });
    await card.waitFor();
    await card.getByText('12 500 FCFA').waitFor();
    await card.getByText('par mètre').waitFor();
    await card.getByText('12 en stock').waitFor();
    await card.getByText('0 vendu').waitFor();
    await page.getByRole('tab', { name: 'Produits (1)' }).waitFor();
    // Partager opens the share sheet with the product's link.
    await card.getByRole('button', { name: 'Partager' }).click();
    const sheet = page.getByRole('dialog', { name: 'Partager' });
    await sheet.getByText(/\/produit\/[\w-]+$/).waitFor();
    await sheet.getByRole('button', { name: 'Fermer' }).first().click();
    await sheet.waitFor({ state: 'detached' });
    const dots = card.getByRole('button', { name: /^Photo \d sur 3$/ });
    expect(await dots.count()).toBe(3);
    await shot(page, 'seller-profile-product');

    // Swipe the photos: 80 px or more moves one photo; a short move does not.
    await drag(page, '[data-testid=product-carousel]', -40);
    expect(await card.getByRole('button', { name: 'Photo 1 sur 3' }).getAttribute('aria-current')).toBe(
      'true',
    );
    await drag(page, '[data-testid=product-carousel]', -120);
    await expect
      .poll(() => card.getByRole('button', { name: 'Photo 2 sur 3' }).getAttribute('aria-current'))
      .toBe('true');
    // ...without switching the tab.
    expect(await page.getByRole('tab', { name: 'Produits (1)' }).getAttribute('aria-selected')).toBe('true');

    // Publish once.
    await card.getByRole('button', { name: 'Publier' }).click();
    const published = card.getByRole('button', { name: 'Publié ✓' });
    await published.waitFor();
    expect(await published.isDisabled()).toBe(true);
    await page.getByRole('tab', { name: 'Publications (1)' }).waitFor();

    // Stock: Enter saves, and the value survives a reload.
    await card.getByRole('button', { name: 'Mettre à jour le stock' }).click();
    const stock = card.getByLabel('Nouveau stock de Bazin riche brodé');
    expect(await stock.inputValue()).toBe('12');
    await stock.fill('7');
    await shot(page, 'seller-stock-edit');
    await stock.press('Enter');
    await card.getByText('7 en stock').waitFor();
    await page.reload();
    await page.getByRole('article', { name: 'Bazin riche brodé' }).getByText('7 en stock').waitFor();
    expect(await page.getByRole('article', { name: 'Bazin riche brodé' }).getByText('Publié ✓').count()).toBe(
      1,
    );

    // A refused update puts the previous value back.
    await page.route('**/api/Product/modifier/stock/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"Une erreur est survenue"}',
      }),
    );
    await card.getByRole('button', { name: 'Mettre à jour le stock' }).click();
    await stock.fill('99');
    // The card shows 99 at once, then 7 again once the refusal is in.
    const refused = page.waitForResponse((r) => r.url().includes('/api/Product/modifier/stock/'));
    await card.getByRole('button', { name: 'Confirmer' }).click();
    await refused;
    await card.getByText('7 en stock').waitFor();
    await expect.poll(() => card.getByText('99 en stock').count()).toBe(0);
    await page.unroute('**/api/Product/modifier/stock/**');
    // A stock past the maximum is said at once and not saved; Escape gives up.
    await card.getByRole('button', { name: 'Mettre à jour le stock' }).click();
    await stock.fill('1000001');
    await card
      .getByRole('alert')
      .getByText(/^Le stock ne doit pas dépasser 1\s000\s000$/)
      .waitFor();
    expect(await card.getByRole('button', { name: 'Confirmer' }).isDisabled()).toBe(true);
    await shot(page, 'seller-stock-too-high');
    await stock.press('Enter');
    expect(await stock.isVisible()).toBe(true);
    await stock.press('Escape');
    await card.getByText('7 en stock').waitFor();
    // Leaving the field saves too.
    await card.getByRole('button', { name: 'Mettre à jour le stock' }).click();
    await stock.fill('9');
    await page.getByRole('heading', { name: 'Produits', exact: true }).click();
    await card.getByText('9 en stock').waitFor();
    await expect
      .poll(
        async () => (await (await context.request.get('/api/Shop/me/products')).json()).items[0].productStock,
      )
      .toBe(9);

    // The tabs follow a horizontal swipe of 50 px on the content.
    await drag(page, '[data-testid=seller-panels] .products-window__title', -160);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Publications (1)' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.getByRole('button', { name: 'Ouvrir la publication 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Publication' });
    await viewer.getByText('Bazin riche brodé').first().waitFor();
    await shot(page, 'seller-publication-viewer');
    await viewer.getByRole('button', { name: 'Fermer' }).first().click();
    await drag(page, '[data-testid=seller-panels]', 160);
    await expect
      .poll(() => page.getByRole('tab', { name: 'Produits (1)' }).getAttribute('aria-selected'))
      .toBe('true');
    await context.close();
  });

  it('creates a free publication with 2 photos that comes first in the feed', async () => {
    const { context, page } = await journey.newPage({ as: SELLER_LOGIN });
    await page.goto('/profil-vendeur');
    await page.getByRole('link', { name: 'Créer une publication' }).click();
    await page.waitForURL('**/creation/publication');
    await page.getByRole('heading', { name: 'Nouvelle publication' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Navigation principale' }).count()).toBe(0);
    const caption = page.getByLabel('Quoi de neuf ?');
    expect(await caption.getAttribute('placeholder')).toBe('Partagez quelque chose avec votre audience...');
    await page.getByText('Conseils pour une bonne publication').waitFor();

    const publish = page.getByRole('button', { name: 'Publier' });
    expect(await publish.getAttribute('aria-disabled')).toBe('true');
    await publish.click({ force: true });
    expect(await page.getByRole('alert').textContent()).toBe('Ajoutez au moins une photo et une légende');

    // The caption is cut at 300 characters.
    await caption.fill('x'.repeat(310));
    await page.getByText('300/300', { exact: true }).waitFor();
    await caption.fill(CAPTION);
    await page.getByText(`${CAPTION.length}/300`, { exact: true }).waitFor();
    // Six photos chosen: five kept, the 'Ajouter' tile goes away.
    await page.getByLabel('Ajouter des photos').setInputFiles([...photos, photos[0]!]);
    await page.getByText('5/5', { exact: true }).waitFor();
    expect(await page.getByLabel('Ajouter des photos').count()).toBe(0);
    await page.getByRole('button', { name: 'Retirer la photo 5' }).click();
    await page.getByRole('button', { name: 'Retirer la photo 4' }).click();
    await page.getByRole('button', { name: 'Retirer la photo 3' }).click();
    await page.getByText('2/5', { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: /^Position \d$/ }).allTextContents()).toEqual(['1', '2']);
    expect(await publish.getAttribute('aria-disabled')).toBeNull();
    await shot(page, 'seller-publication-form');

    // A refusal shows the server's message; a lost connection says so; nothing chosen is lost.
    await page.route('**/api/Publication/creation', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"message":"Image trop volumineuse"}',
      }),
    );
    await publish.click();
    await page.getByRole('alert').getByText('Image trop volumineuse').waitFor();
    await page.unroute('**/api/Publication/creation');
    await page.route('**/api/Publication/creation', (route) => route.abort('internetdisconnected'));
    await publish.click();
    await page.getByRole('alert').getByText('Impossible de se connecter au serveur').waitFor();
    await page.unroute('**/api/Publication/creation');
    expect(await caption.inputValue()).toBe(CAPTION);
    await page.getByText('2/5', { exact: true }).waitFor();

    await publish.click();
    await page.waitForURL('**/profil-vendeur');
    await page.getByRole('status').getByText('Publication créée avec succès !').waitFor();
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    await page.getByRole('tab', { name: 'Publications (2)' }).waitFor();

    // Newest first in the feed.
    const list = await (await context.request.get('/api/Publication')).json();
    expect(list.items[0].publicationCaption).toBe(CAPTION);
    expect(list.items[0].pubImageUrls).toHaveLength(2);
    expect(list.items[1].publicationType).toBe('produit');
    await page.goto('/accueil');
    const first = page.locator('article').first();
    await first.getByText(CAPTION).waitFor();
    await shot(page, 'seller-feed-first');
    await context.close();
  });

  it('deletes a product after confirming', async () => {
    const { context, page } = await journey.newPage({ as: SELLER_LOGIN });
    await page.goto('/creation/produit');
    await page.getByLabel('Ajouter des photos').setInputFiles(photos[3]!);
    await page.getByLabel('Nom du produit').fill('Pagne wax');
    await page.getByLabel('Prix').fill('4000');
    await page.getByLabel('Stock').fill('3');
    await page.getByRole('button', { name: 'Créer le produit' }).click();
    await page.waitForURL('**/profil-vendeur');
    const card = page.getByRole('article', { name: 'Pagne wax' });
    await card.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer ce produit ?' });
    await confirm.waitFor();
    await shot(page, 'seller-delete-confirm');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('status').getByText('Produit supprimé avec succès').waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Bazin riche brodé' }).waitFor();
    await context.close();
  });
});

describe('/profil-vendeur on a desktop, and who may open the seller pages', () => {
  it('lays the shop out at 1280x800', async () => {
    const { context, page } = await journey.newPage({ as: SELLER_LOGIN, desktop: true });
    await page.goto('/profil-vendeur');
    await page.getByRole('article', { name: 'Bazin riche brodé' }).waitFor();
    await page
      .getByRole('button', { name: 'Paramètres' })
      .or(page.getByRole('link', { name: 'Paramètres' }))
      .waitFor();
    await shot(page, 'seller-profile-desktop');

    // Partager: the shop's link. Changer logo: the new logo after the reload of the page's data.
    await page.getByRole('button', { name: 'Partager' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Partager' });
    await sheet.getByText(/\/boutique\/[\w-]+$/).waitFor();
    await sheet.getByRole('button', { name: 'Fermer' }).first().click();
    const before = (await (await context.request.get('/api/Shop/me')).json()).coverImgUrl;
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Changer logo' }).click();
    await (await chooser).setFiles(photos[2]!);
    await page.getByRole('status').getByText('Logo mis à jour').waitFor();
    const after = (await (await context.request.get('/api/Shop/me')).json()).coverImgUrl;
    expect(after).not.toBe(before);
    await expect.poll(() => page.locator('.shop-header__logo img').getAttribute('src')).toBe(after);
    await page.getByRole('link', { name: 'Paramètres' }).click();
    await page.waitForURL('**/profil');
    await context.close();
  });

  it('sends a guest to /login and a Client to /profil', async () => {
    const { context, page } = await journey.newPage();
    for (const path of [
      '/profil-vendeur',
      '/creation/produit',
      '/creation/publication',
      '/configuration-boutique',
    ]) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
    await signUpAs('Client', 'moussa', 'moussa@exemple.ml');
    await logIn(context, 'moussa@exemple.ml', PASSWORD);
    await page.goto('/profil-vendeur');
    await page.waitForURL('**/profil');
    await page.goto('/creation/produit');
    await page.waitForURL('**/profil');
    await context.close();
  });
});
