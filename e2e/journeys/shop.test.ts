// The product shop /boutique (search, chips, filter sheet, sidebar, sort, product sheet), shop profiles
// /boutique/{id} (follow, logo viewer, tabs, publication viewer) and /produit/{id} with its share preview.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { DEMO, logIn } from '../helpers/session';
import { useJourney } from '../journey';

// Its own demo server: it follows a demo shop (its counters are read elsewhere).
const journey = useJourney({ seed: true, own: true });

interface ApiProduct {
  id: string;
  productName: string;
  productPrice: number;
  productImageUrls: string[];
  productShop: { id: string; shopName: string };
}

const FOOD_SHOPS = ['Mangues de Sikasso', 'Thé Tombouctou', 'Boucherie Kayes'];

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${journey.url}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every product, page after page. */
async function allProducts(): Promise<ApiProduct[]> {
  const all: ApiProduct[] = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await api<{ items: ApiProduct[]; nextCursor: string | null }>(
      `/api/Product?limit=50${query}`,
    );
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

async function productNamed(name: string): Promise<ApiProduct> {
  const page = await api<{ items: ApiProduct[] }>(`/api/Product?keyword=${encodeURIComponent(name)}`);
  const product = page.items.find((p) => p.productName === name);
  if (!product) throw new Error(`no demo product ${name}`);
  return product;
}

/** Prices of the cards on screen, as the cards say them ("12 500 FCFA" → 12500). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId('product-price').allTextContents();
  return texts.map((t) => Number(t.replace(/\D/g, '')));
}

async function cardShops(page: Page): Promise<string[]> {
  return page.locator('.product-card__shop').allTextContents();
}

/** Waits for the images on screen (lazy ones below the fold are left alone), then for popups to settle. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
      })
      .every((img) => img.complete),
  );
  await animationsDone(page);
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page, name);
}

/** Waits until the grid shows the result of the current URL's filters (no request in flight). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('.catalog__main');
    return (
      main?.getAttribute('data-search') === window.location.search.slice(1) &&
      main.getAttribute('aria-busy') === 'false'
    );
  });
}

// Seeding the demo data on a busy machine can take longer than the default hook timeout.
describe('/boutique on a phone', () => {
  it('filters by chip and by price in the sheet, sorts, keeps filters on reload, shows the empty state', async () => {
    const { context, page } = await journey.newPage({ as: DEMO.client });
    await page.goto('/boutique');
    await page.getByPlaceholder('Rechercher des produits...').waitFor();
    await page.getByTestId('product-grid').waitFor();
    await settled(page);
    await shot(page, 'shop-catalog-mobile');
    // Default sort: price ascending.
    const initial = await cardPrices(page);
    expect(initial.length).toBeGreaterThan(4);
    expect(initial).toEqual([...initial].sort((a, b) => a - b));

    // Category chip.
    const chips = page.getByRole('toolbar', { name: 'Catégories' });
    expect(await chips.getByRole('button').first().textContent()).toBe('Tout');
    expect((await chips.getByRole('button').first().boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await chips.getByRole('button', { name: 'Alimentation', exact: true }).click();
    await page.waitForURL(/cat=/);
    await settled(page);
    const foodShops = new Set(await cardShops(page));
    expect(foodShops.size).toBeGreaterThan(1);
    for (const s of foodShops) expect(FOOD_SHOPS).toContain(s);
    expect(
      await chips.getByRole('button', { name: 'Alimentation', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await shot(page, 'shop-catalog-chip');

    // Bottom sheet: price range and sort; nothing applies before 'Appliquer'.
    await page.getByRole('button', { name: 'Filtres, 1 actif' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtres' });
    await sheet.getByRole('group', { name: 'Prix (FCFA)', exact: true }).waitFor();
    await sheet.getByLabel('Prix min').fill('1000');
    await sheet.getByLabel('Prix max').fill('5000');
    await sheet.getByLabel('Trier par').selectOption({ label: 'Prix décroissant' });
    await shot(page, 'shop-filter-sheet');
    expect(page.url()).not.toContain('max=');
    await sheet.getByRole('button', { name: 'Appliquer' }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.waitForURL(/max=5000/);
    await settled(page);
    expect(await page.getByTestId('filter-badge').textContent()).toBe('4');
    const filtered = await cardPrices(page);
    expect(filtered.length).toBeGreaterThan(1);
    for (const price of filtered) expect(price).toBeGreaterThanOrEqual(1000);
    for (const price of filtered) expect(price).toBeLessThanOrEqual(5000);
    expect(filtered[0]).toBe(Math.max(...filtered));
    expect(filtered).toEqual([...filtered].sort((a, b) => b - a));
    for (const s of await cardShops(page)) expect(FOOD_SHOPS).toContain(s);
    await shot(page, 'shop-catalog-filtered');

    // The filters survive a reload.
    await page.reload();
    await page.getByTestId('product-grid').waitFor();
    await settled(page);
    expect(await page.getByTestId('filter-badge').textContent()).toBe('4');
    expect(await cardPrices(page)).toEqual(filtered);

    // 'Réinitialiser' in the sheet clears the filters (after 'Appliquer').
    await page.getByRole('button', { name: 'Filtres, 4 actifs' }).click();
    await sheet.getByRole('button', { name: 'Réinitialiser' }).click();
    expect(await sheet.getByLabel('Prix max').inputValue()).toBe('');
    await sheet.getByRole('button', { name: 'Appliquer' }).click();
    await page.waitForURL((url) => url.search === '');
    await settled(page);
    expect(await page.getByTestId('filter-badge').count()).toBe(0);

    // Sort by 'Prix décroissant' alone: the first card carries the highest price of the whole catalogue.
    await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    await sheet.getByLabel('Trier par').selectOption({ label: 'Prix décroissant' });
    await sheet.getByRole('button', { name: 'Appliquer' }).click();
    await page.waitForURL(/sort=price_desc/);
    await settled(page);
    const highest = Math.max(...(await allProducts()).map((p) => p.productPrice));
    const sorted = await cardPrices(page);
    expect(sorted[0]).toBe(highest);
    expect(sorted[0]).toBe(Math.max(...sorted));

    // A keyword without a match.
    await page.getByPlaceholder('Rechercher des produits...').fill('xylophonezz');
    await page.getByText('Aucun article trouvé pour "xylophonezz"').waitFor();
    expect(page.url()).toContain('q=xylophonezz');
    await shot(page, 'shop-catalog-empty');
    // Emptying the box removes the keyword filter.
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    await page.getByTestId('product-grid').waitFor();
    expect(page.url()).not.toContain('q=');
    await context.close();
  });

  it('opens the product sheet: gallery wraps around, order closes the sheet then opens the order form', async () => {
    const { context, page } = await journey.newPage({ as: DEMO.client });
    await page.goto('/boutique?q=Bazin%20riche');
    await page.getByRole('button', { name: /Bazin riche getzner/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Bazin riche getzner' });
    await sheet.waitFor();
    await sheet.getByText('7 500 FCFA').waitFor();
    await sheet.getByText('par mètre').waitFor();
    await sheet.getByText('120 en stock').waitFor();
    await sheet.getByText(/^\d+ vendus$/).waitFor();
    await sheet.getByText('Bazin de Bamako').waitFor();
    await sheet.getByText(/abonnés$/).waitFor();
    const counter = sheet.locator('.gallery__counter');
    expect(await counter.textContent()).toBe('1/2');
    await shot(page, 'shop-product-sheet');
    await sheet.getByRole('button', { name: 'Image suivante' }).click();
    expect(await counter.textContent()).toBe('2/2');
    await sheet.getByRole('button', { name: 'Image suivante' }).click();
    expect(await counter.textContent()).toBe('1/2');
    await sheet.getByRole('button', { name: 'Image précédente' }).click();
    expect(await counter.textContent()).toBe('2/2');
    expect(await sheet.getByRole('button', { name: "Voir l'image 2" }).getAttribute('aria-current')).toBe(
      'true',
    );

    // Partager opens the share sheet with the product link.
    await sheet.getByRole('button', { name: 'Partager' }).click();
    const share = page.getByRole('dialog', { name: 'Partager' });
    await share.waitFor();
    const product = await productNamed('Bazin riche getzner');
    await share.getByText(`${journey.url}/produit/${product.id}`).waitFor();
    await share.getByRole('button', { name: 'Fermer' }).click();

    // Commander: the sheet closes at once, the next step opens after 1 s. Timed in the page (the click, the
    // sheet leaving, the form arriving): a loaded machine delaying the test itself changes nothing.
    await page.evaluate(() => {
      const step: { clicked?: number; closed?: number; opened?: number } = {};
      (window as unknown as { __orderStep: typeof step }).__orderStep = step;
      const dialogs = () =>
        Array.from(document.querySelectorAll('[role="dialog"]'), (d) => {
          const title = d.getAttribute('aria-labelledby');
          return (title && document.getElementById(title)?.textContent) || '';
        });
      document.addEventListener(
        'click',
        (e) => {
          if ((e.target as Element).closest('button')?.textContent?.trim() === 'Commander')
            step.clicked ??= performance.now();
        },
        { capture: true },
      );
      new MutationObserver(() => {
        const open = dialogs();
        if (step.clicked === undefined) return;
        if (!open.includes('Bazin riche getzner')) step.closed ??= performance.now();
        if (open.includes('Finaliser la commande')) step.opened ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await sheet.getByRole('button', { name: 'Commander' }).click();
    await sheet.waitFor({ state: 'detached' });
    const orderForm = page.getByRole('dialog', { name: 'Finaliser la commande' });
    await orderForm.waitFor();
    const step = await page.evaluate(
      () =>
        (window as unknown as { __orderStep: { clicked: number; closed: number; opened: number } })
          .__orderStep,
    );
    expect(step.closed).toBeLessThan(step.opened);
    expect(step.opened - step.clicked).toBeGreaterThanOrEqual(900);
    await shot(page, 'shop-order-form');
    await orderForm.getByRole('button', { name: 'Fermer' }).click();
    await orderForm.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a guest browses the shop and product sheets; the invite appears only on ordering', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/boutique?q=Bazin%20riche');
    await page.getByRole('button', { name: /Bazin riche getzner/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Bazin riche getzner' });
    await sheet.getByText('7 500 FCFA').waitFor();
    const invite = page.getByRole('dialog', { name: 'Rejoignez-nous...' });
    expect(await invite.count()).toBe(0);
    await shot(page, 'shop-catalog-guest');
    await sheet.getByRole('button', { name: 'Commander' }).click();
    await invite.waitFor();
    await invite.getByRole('button', { name: 'Fermer' }).click();
    await invite.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/boutique');
    await context.close();
  });

  it("closes the topmost popup with the phone's back button and with Escape, never leaving the page", async () => {
    const { context, page } = await journey.newPage({ as: DEMO.client });
    await page.goto('/accueil');
    await page.goto('/boutique?q=Bazin%20riche');
    await page.getByRole('button', { name: /Bazin riche getzner/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Bazin riche getzner' });
    const share = page.getByRole('dialog', { name: 'Partager' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Partager' }).click();
    await share.waitFor();

    // Escape closes the share sheet only.
    await page.keyboard.press('Escape');
    await share.waitFor({ state: 'detached' });
    expect(await sheet.isVisible()).toBe(true);

    // Back closes the share sheet, then the product sheet, and stays on /boutique.
    await sheet.getByRole('button', { name: 'Partager' }).click();
    await share.waitFor();
    await page.goBack();
    await share.waitFor({ state: 'detached' });
    expect(await sheet.isVisible()).toBe(true);
    await page.goBack();
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/boutique');
    await page.getByRole('button', { name: /Bazin riche getzner/ }).waitFor();

    // A popup closed by its own button leaves no entry behind: back then leaves the page as usual.
    await page.getByRole('button', { name: 'Filtres', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filtres' });
    await filters.getByRole('button', { name: 'Fermer' }).first().click();
    await filters.waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL('**/accueil');
    await context.close();
  });
});

describe('/boutique on a desktop', () => {
  it('shows the product sheet name and price without scrolling, and card prices with their unit', async () => {
    const { context, page } = await journey.newPage({ desktop: true });
    await page.goto('/boutique?q=Bazin%20riche');
    const card = page.getByRole('button', { name: /Bazin riche getzner/ });
    expect(await card.getByTestId('product-price').textContent()).toMatch(/^7\s500 FCFA \/ m$/);
    await card.click();
    const sheet = page.getByRole('dialog', { name: 'Bazin riche getzner' });
    const price = sheet.getByText('7 500 FCFA');
    await price.waitFor();
    await shot(page, 'shop-product-sheet-desktop');
    const viewport = page.viewportSize()?.height ?? 0;
    for (const part of [sheet.getByRole('heading', { name: 'Bazin riche getzner' }), price]) {
      const box = await part.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= viewport).toBe(true);
    }
    await context.close();
  });

  it('filters with the sidebar: category boxes, price, sort and reset', async () => {
    const { context, page } = await journey.newPage({ as: DEMO.client, desktop: true });
    await page.goto('/boutique');
    const sidebar = page.getByRole('complementary', { name: 'Filtres' });
    await sidebar.waitFor();
    expect(await page.getByRole('toolbar', { name: 'Catégories' }).count()).toBe(0);
    await page.getByTestId('product-grid').waitFor();
    await settled(page);
    await shot(page, 'shop-catalog-desktop');

    await sidebar.getByLabel('Alimentation').check();
    await sidebar.getByLabel('Beauté et cosmétiques').check();
    await page.waitForURL(/cat=[^&]+%2C/);
    await sidebar.getByLabel('Prix max').fill('2000');
    await page.waitForURL(/max=2000/);
    await sidebar.getByLabel('Trier par').selectOption({ label: 'Plus récents' });
    await page.waitForURL(/sort=recent/);
    await settled(page);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(2);
    for (const price of prices) expect(price).toBeLessThanOrEqual(2000);
    const shops = new Set(await cardShops(page));
    const allowed = [...FOOD_SHOPS, 'Karité Ségou', 'Gao Cosmétiques'];
    for (const s of shops) expect(allowed).toContain(s);
    expect([...shops].some((s) => s === 'Karité Ségou' || s === 'Gao Cosmétiques')).toBe(true);
    await shot(page, 'shop-catalog-desktop-filtered');

    await sidebar.getByRole('button', { name: 'Réinitialiser' }).click();
    await page.waitForURL((url) => url.search === '');
    expect(await sidebar.getByLabel('Alimentation').isChecked()).toBe(false);
    expect(await sidebar.getByLabel('Prix max').inputValue()).toBe('');
    await context.close();
  });
});

describe('shop profile and product page', () => {
  it('follows a shop (survives reload), opens the logo viewer, the tabs and a publication', async () => {
    const product = await productNamed('Grand boubou brodé');
    const shopId = product.productShop.id;
    const { context, page } = await journey.newPage({ as: DEMO.client });
    await page.goto(`/boutique/${shopId}`);
    await page.getByRole('heading', { name: 'Bazin de Bamako', level: 1 }).waitFor();
    await page.getByText('Boutique Mode et vêtements').waitFor();
    await page.getByText('Bamako - Hamdallaye').waitFor();
    await page.getByRole('tab', { name: /^Produits \(\d+\)$/ }).waitFor();
    await page.getByTestId('product-grid').waitFor();
    await shot(page, 'shop-profile-mobile');

    const followers = page.getByTestId('shop-followers');
    const before = Number(await followers.textContent());
    const follow = page.getByRole('button', { name: "S'abonner" });
    const unfollow = page.getByRole('button', { name: 'Se désabonner' });
    const wasFollowing = (await unfollow.count()) > 0;
    await (wasFollowing ? unfollow : follow).click();
    await (wasFollowing ? follow : unfollow).waitFor();
    expect(Number(await followers.textContent())).toBe(before + (wasFollowing ? -1 : 1));
    await page.reload();
    await (wasFollowing ? follow : unfollow).waitFor();
    expect(Number(await followers.textContent())).toBe(before + (wasFollowing ? -1 : 1));
    if (wasFollowing) {
      await follow.click();
      await unfollow.waitFor();
      expect(Number(await followers.textContent())).toBe(before);
    }

    // Évaluer: the rating popup (orders.test.ts rates for real).
    await page.getByRole('button', { name: 'Évaluer' }).click();
    const rating = page.getByRole('dialog', { name: 'Évaluer la boutique' });
    await rating.getByText('Sélectionnez une note').waitFor();
    await rating.getByRole('button', { name: 'Fermer' }).first().click();
    await rating.waitFor({ state: 'detached' });

    // Logo viewer with zoom and download.
    await page.getByRole('button', { name: 'Agrandir le logo' }).click();
    const viewer = page.getByRole('dialog', { name: 'Logo de Bazin de Bamako' });
    await viewer.getByRole('button', { name: 'Agrandir' }).click();
    expect(await viewer.locator('img').getAttribute('data-zoom')).toBe('1.5');
    expect(await viewer.getByRole('link', { name: 'Télécharger' }).getAttribute('href')).toMatch(
      /^\/media\/.+-1280\.webp$/,
    );
    await shot(page, 'shop-logo-viewer');
    await viewer.getByRole('button', { name: 'Réduire' }).click();
    expect(await viewer.locator('img').getAttribute('data-zoom')).toBe('1');
    await viewer.getByRole('button', { name: 'Fermer' }).last().click();
    await viewer.waitFor({ state: 'detached' });

    // A product opens the product sheet.
    await page.getByRole('button', { name: /Grand boubou brodé/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Grand boubou brodé' });
    await sheet.getByText('45 000 FCFA').waitFor();
    await sheet.getByRole('button', { name: 'Fermer' }).click();

    // Publications tab (by a swipe), newest first; a tap opens the viewer.
    const panel = page.getByRole('tabpanel');
    const box = await panel.boundingBox();
    if (!box) throw new Error('no tab panel');
    await panel.dispatchEvent('touchstart', {
      touches: [{ identifier: 1, clientX: box.x + 300, clientY: box.y + 40 }],
    });
    await panel.dispatchEvent('touchend', {
      changedTouches: [{ identifier: 1, clientX: box.x + 200, clientY: box.y + 45 }],
    });
    await page.getByTestId('publication-grid').waitFor();
    expect(
      await page.getByRole('tab', { name: /^Publications \(\d+\)$/ }).getAttribute('aria-selected'),
    ).toBe('true');
    await shot(page, 'shop-profile-publications');
    await page.getByTestId('publication-grid').getByRole('button').first().click();
    const pubViewer = page.getByTestId('publication-viewer');
    await pubViewer.getByText(/Nouvelle collection Tabaski/).waitFor();
    await shot(page, 'shop-publication-viewer');
    await context.close();
  });

  it('shows the guest text and owner buttons to the right people', async () => {
    const product = await productNamed('Grand boubou brodé');
    const guest = await journey.phone();
    const page = await guest.newPage();
    await page.goto(`/boutique/${product.productShop.id}`);
    await page.getByText('Connectez-vous pour acheter et discuter avec les vendeurs.').waitFor();
    expect(await page.getByRole('link', { name: "S'inscrire" }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
    await page.getByRole('button', { name: "S'abonner" }).click();
    const invite = page.getByRole('dialog', { name: 'Rejoignez-nous...' });
    await invite.waitFor();
    await shot(page, 'shop-profile-guest');
    await invite.getByRole('button', { name: 'Fermer' }).click();
    await invite.waitFor({ state: 'detached' });
    // The product sheet's order button asks a guest to join, over the sheet.
    await page.getByRole('button', { name: /Grand boubou brodé/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Grand boubou brodé' });
    await sheet.getByRole('button', { name: 'Commander' }).click();
    await invite.waitFor();
    expect(await sheet.isVisible()).toBe(true);
    await guest.close();

    const owner = await journey.desktop();
    await logIn(owner, DEMO.seller);
    const ownerPage = await owner.newPage();
    await ownerPage.goto(`/boutique/${product.productShop.id}`);
    await ownerPage.getByRole('link', { name: 'Ajouter un produit' }).waitFor();
    expect(await ownerPage.getByRole('link', { name: 'Créer une publication' }).getAttribute('href')).toBe(
      '/creation/publication',
    );
    expect(await ownerPage.getByRole('button', { name: "S'abonner" }).count()).toBe(0);
    await shot(ownerPage, 'shop-profile-owner-desktop');

    // /boutique/publication/{id}: the publication on its own page; back goes to the shop.
    const pubs = await api<{ items: { id: string; publicationCaption: string }[] }>(
      `/api/Shop/${product.productShop.id}/publications`,
    );
    const tabaski = pubs.items.find((p) => p.publicationCaption.startsWith('Nouvelle collection Tabaski'));
    if (!tabaski) throw new Error('no Tabaski publication');
    await ownerPage.goto(`/boutique/publication/${tabaski.id}`);
    await ownerPage.getByText(/^Nouvelle collection Tabaski/).waitFor();
    expect(await ownerPage.title()).toBe('Bazin de Bamako | Sugu');
    await ownerPage.getByRole('button', { name: 'Retour à la boutique' }).click();
    await ownerPage.waitForURL(`**/boutique/${product.productShop.id}`);
    await owner.close();
  });

  it("keeps the page when a popup's code fails to arrive, and loads it at the next tap", async () => {
    const product = await productNamed('Bazin riche getzner');
    const context = await journey.phone();
    const page = await context.newPage();
    await page.goto(`/produit/${product.id}`);
    await page.getByTestId('product-page-price').waitFor();
    // A 3G drop (or a deploy that removed the old file) at the first tap on Partager.
    const chunk = '**/assets/ShareSheet-*.js';
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('console', (m) => m.type() === 'error' && /ShareSheet/.test(m.text()));
    await page.getByRole('button', { name: 'Partager' }).click();
    await failed;
    // The page stays (not the error page in its place), and the next tap asks for the code again.
    expect(await page.getByText('Une erreur est survenue').count()).toBe(0);
    await page.unroute(chunk);
    await page.getByRole('button', { name: 'Partager' }).click();
    const share = page.getByRole('dialog', { name: 'Partager' });
    await share.waitFor();
    await share.getByText(`${journey.url}/produit/${product.id}`).waitFor();
    await context.close();
  });

  it('/produit/{id}: title, shop badge, K FCFA price; the raw HTML carries the og tags', async () => {
    const product = await productNamed('Bazin riche getzner');
    const { context, page } = await journey.newPage({ as: DEMO.client });
    await page.goto(`/produit/${product.id}`);
    await page.getByTestId('product-page-price').waitFor();
    expect(await page.getByTestId('product-page-price').textContent()).toBe('7,5K FCFA');
    await page.getByRole('heading', { name: 'Bazin riche getzner' }).waitFor();
    expect(await page.title()).toBe('Bazin riche getzner');
    await page.getByText(/^120 restants$/).waitFor();
    await shot(page, 'shop-product-page');
    await page.getByRole('button', { name: 'Commander maintenant' }).click();
    const orderForm = page.getByRole('dialog', { name: 'Finaliser la commande' });
    await orderForm.waitFor();
    await orderForm.getByRole('button', { name: 'Fermer' }).click();
    await page.getByRole('link', { name: /Bazin de Bamako/ }).click();
    await page.waitForURL(`**/boutique/${product.productShop.id}`);
    await page.goBack();
    await page.getByRole('button', { name: 'Retour à la boutique' }).click();
    await page.waitForURL('**/boutique');
    await context.close();

    // What a messaging app sees: no JavaScript, only the HTML.
    const html = await (await fetch(`${journey.url}/produit/${product.id}`)).text();
    const meta = (property: string) =>
      new RegExp(`<meta[^>]+property="${property}"[^>]+content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toContain('Bazin riche getzner');
    const image = meta('og:image');
    expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\/.+\.jpg$/);
    const res = await fetch(image ?? '');
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });
});
