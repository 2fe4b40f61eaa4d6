// The feed on /accueil with the demo data: guest invite, double-tap like, follow from a card, shop search
// without accents, share copy, owner delete, /publication/{id}, and the desktop sidebar.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { DEMO, logInOnPage } from '../helpers/session';
import { useJourney } from '../journey';

// Its own demo server: it likes, follows and deletes a publication that other journeys read.
const journey = useJourney({ seed: true, own: true });

async function apiGet<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  return page.evaluate(async (p) => {
    const res = await fetch(p);
    return { status: res.status, body: await res.json() };
  }, path);
}

const cards = (page: Page) => page.locator('article.pub-card');
const likeCount = async (card: Locator) =>
  Number.parseInt((await card.getByTestId('like-count').textContent()) ?? '', 10);

/** Double tap with real touches, back to back so that both land within the 300 ms window. */
async function doubleTap(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('no box');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

/** A promise to hold an intercepted request on, and what lets it go. */
function gate(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** The next two frames: what an input event changed has been rendered. */
const painted = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** A horizontal finger swipe of `dx` px across the middle of `target` (Chromium touch events). */
async function swipe(page: Page, target: Locator, dx: number): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('no box');
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', x0);
  for (let i = 1; i <= 5; i++) await touch('touchMove', x0 + (dx * i) / 5);
  await touch('touchEnd', x0 + dx);
  await cdp.detach();
}

describe('feed on a phone', () => {
  it('shows publication cards to a guest; like opens the invite popup', async () => {
    const { context, page } = await journey.newPage();
    // A slow network shows two skeleton cards first: the feed request is held until they have been seen.
    const slow = gate();
    await page.route('**/api/Publication?*', async (route) => {
      await slow.held;
      await route.continue();
    });
    await page.goto('/accueil');
    await page.getByTestId('publication-skeleton').first().waitFor();
    expect(await page.getByTestId('publication-skeleton').count()).toBe(2);
    await screenshot(page, 'feed-skeleton-mobile');
    slow.release();
    await cards(page).first().waitFor();
    await page.unroute('**/api/Publication?*');
    expect(await cards(page).count()).toBeGreaterThan(1);

    // Carousel: a 20 px move keeps the photo, a 80 px swipe to the left shows the next one.
    const album = cards(page)
      .filter({ has: page.getByTestId('carousel-dots') })
      .first();
    const images = album.getByTestId('publication-images');
    await album.scrollIntoViewIfNeeded();
    const counter = album.locator('.pub-carousel__counter');
    const total = (await counter.textContent())!.split('/')[1];
    expect(await counter.textContent()).toBe(`1/${total}`);
    await swipe(page, images, -20);
    await painted(page);
    await animationsDone(page);
    expect(await counter.textContent()).toBe(`1/${total}`);
    await swipe(page, images, -80);
    await expect.poll(() => counter.textContent()).toBe(`2/${total}`);
    await swipe(page, images, 80);
    await expect.poll(() => counter.textContent()).toBe(`1/${total}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = cards(page).first();
    // Shop link, place, stats and relative time.
    expect(await first.locator('a.pub-card__shop').getAttribute('href')).toMatch(
      /^\/boutique\/[0-9a-f-]{36}$/,
    );
    expect(await first.getByTestId('publication-stats').textContent()).toMatch(/j'aime·.*·\d+ partages?$/);
    // Tap targets of at least 44 px: the shop name and 'Suivre'.
    for (const target of [first.locator('a.pub-card__shop'), first.getByRole('button', { name: 'Suivre' })]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    // The first card's image is eager, images never ask for the 1280 px file.
    const firstImg = first.locator('.pub-carousel img').first();
    expect(await firstImg.getAttribute('loading')).toBe('eager');
    expect(await firstImg.getAttribute('srcset')).not.toContain('1280');
    expect(await cards(page).nth(1).locator('.pub-carousel img').first().getAttribute('loading')).toBe(
      'lazy',
    );
    await screenshot(page, 'feed-guest-mobile');
    await expectNoSeriousA11yViolations(page);

    await first.getByRole('button', { name: "J'aime" }).click();
    await page.getByRole('heading', { name: 'Rejoignez-nous...' }).waitFor();
    await animationsDone(page);
    await screenshot(page, 'feed-guest-invite-mobile');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer' }).click();

    await first.getByRole('button', { name: 'Suivre' }).click();
    await page.getByRole('heading', { name: 'Rejoignez-nous...' }).waitFor();
    await context.close();
  });

  it('a Client double-taps to like (kept after reload) and follows a shop from its card', async () => {
    const { context, page } = await journey.newPage();
    await logInOnPage(page, DEMO.client);
    await page.goto('/accueil');
    await cards(page).first().waitFor();

    const notLiked = cards(page)
      .filter({ has: page.getByRole('button', { name: "J'aime", exact: true }) })
      .filter({ has: page.getByTestId('publication-images') })
      .first();
    const id = await notLiked.getAttribute('data-publication-id');
    expect(id).toBeTruthy();
    const card = page.locator(`article[data-publication-id="${id}"]`);
    const before = await likeCount(card);
    await card.scrollIntoViewIfNeeded();
    await doubleTap(page, card.getByTestId('publication-images'));
    await card.getByRole('button', { name: "Je n'aime plus" }).waitFor();
    await expect.poll(() => likeCount(card), { timeout: 5000 }).toBe(before + 1);
    await animationsDone(page);
    await screenshot(page, 'feed-client-liked-mobile');
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await card.waitFor();
    expect(await likeCount(card)).toBe(before + 1);
    expect(await card.getByRole('button', { name: "Je n'aime plus" }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const status = await apiGet<{ liked: boolean; likesCount: number }>(
      page,
      `/api/Interraction/like/status/${id}`,
    );
    expect(status.body).toEqual({ liked: true, likesCount: before + 1 });

    // A failing like is shown at once, then reverted: the server's answer is held until the like was seen.
    const failing = gate();
    await page.route('**/api/Interraction/like/pub/**', async (route) => {
      await failing.held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"message":"x","code":"x"}',
      });
    });
    const otherId = await cards(page)
      .filter({ has: page.getByRole('button', { name: "J'aime", exact: true }) })
      .first()
      .getAttribute('data-publication-id');
    const other = page.locator(`article[data-publication-id="${otherId}"]`);
    const otherBefore = await likeCount(other);
    await other.getByRole('button', { name: "J'aime", exact: true }).click();
    await expect.poll(() => likeCount(other), { interval: 100 }).toBe(otherBefore + 1);
    expect(await other.getByRole('button', { name: "Je n'aime plus" }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    failing.release();
    await expect.poll(() => likeCount(other), { timeout: 5000 }).toBe(otherBefore);
    expect(
      await other.getByRole('button', { name: "J'aime", exact: true }).getAttribute('aria-pressed'),
    ).toBe('false');
    await page.unroute('**/api/Interraction/like/pub/**');

    // Follow from a card: the button disappears and the shop gains one follower.
    const unfollowed = cards(page)
      .filter({ has: page.getByRole('button', { name: 'Suivre' }) })
      .first();
    const shopHref = await unfollowed.locator('a.pub-card__shop').getAttribute('href');
    const shopId = shopHref!.split('/').pop()!;
    const shopBefore = await apiGet<{ followerCount: number; isFollowed: boolean }>(
      page,
      `/api/Shop/${shopId}`,
    );
    expect(shopBefore.body.isFollowed).toBe(false);
    const shopCards = page.locator('article.pub-card').filter({ has: page.locator(`a[href="${shopHref}"]`) });
    await unfollowed.getByRole('button', { name: 'Suivre' }).click();
    await expect
      .poll(() => shopCards.getByRole('button', { name: 'Suivre' }).count(), { timeout: 5000 })
      .toBe(0);
    const shopAfter = await apiGet<{ followerCount: number; isFollowed: boolean }>(
      page,
      `/api/Shop/${shopId}`,
    );
    expect(shopAfter.body).toMatchObject({
      isFollowed: true,
      followerCount: shopBefore.body.followerCount + 1,
    });

    // The bag of a product publication opens the product sheet; the chat of a free post goes to /messages.
    const productCard = cards(page)
      .filter({ has: page.getByRole('button', { name: 'Acheter' }) })
      .first();
    const productName = await productCard.locator('.pub-card__product').textContent();
    await productCard.getByRole('button', { name: 'Acheter' }).click();
    const sheet = page.getByTestId('product-sheet');
    await sheet.waitFor();
    expect(await page.getByRole('dialog', { name: productName! }).count()).toBe(1);
    await animationsDone(page);
    await screenshot(page, 'feed-product-sheet-mobile');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await cards(page)
      .filter({ has: page.getByRole('button', { name: 'Discuter avec la boutique' }) })
      .first()
      .getByRole('button', { name: 'Discuter avec la boutique' })
      .click();
    await page.waitForURL('**/messages');
    await context.close();
  });

  it('finds a shop by search without accents and shows the empty states', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/accueil');
    await page.getByRole('button', { name: 'Rechercher une boutique' }).click();
    const field = page.getByPlaceholder('Rechercher une boutique...');
    await field.waitFor();
    await page.getByText('Recherchez une boutique', { exact: true }).waitFor();

    await field.fill('segou');
    const result = page.getByTestId('shop-result').filter({ hasText: 'Karité Ségou' });
    await result.waitFor();
    expect(await page.locator('.shop-results__count').textContent()).toMatch(/^\d+ boutiques? trouvées?$/);
    expect(await result.getByRole('img', { name: /^Note \d,\d sur 5$/ }).count()).toBe(1);
    expect(await result.getByText(/^\(\d+ avis\)$/).count()).toBe(1);
    const visit = result.getByRole('link', { name: 'Voir la boutique' });
    expect(await visit.getAttribute('href')).toMatch(/^\/boutique\/[0-9a-f-]{36}$/);
    await screenshot(page, 'feed-search-mobile');
    await expectNoSeriousA11yViolations(page);

    await field.fill('zzqxwv');
    await page.getByText('Aucun résultat pour "zzqxwv"', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Quitter la recherche' }).click();
    await cards(page).first().waitFor();
    await context.close();
  });

  it('copies the publication link from the share sheet', async () => {
    const context = await journey.phone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.url });
    const page = await context.newPage();
    await page.goto('/accueil');
    const first = cards(page).first();
    await first.waitFor();
    const id = await first.getAttribute('data-publication-id');
    const sharesOf = async () => {
      const stats = (await first.getByTestId('publication-stats').textContent()) ?? '';
      return Number(/(\d+) partages?$/.exec(stats)?.[1]);
    };
    const sharesBefore = await sharesOf();
    await first.getByRole('button', { name: 'Partager' }).click();
    const sheet = page.getByRole('dialog', { name: 'Partager' });
    await sheet.waitFor();
    // Opening the sheet counts a share, for a guest too.
    await expect.poll(sharesOf, { timeout: 5000 }).toBe(sharesBefore + 1);
    for (const channel of ['WhatsApp', 'Facebook', 'Telegram', 'X'])
      await sheet.getByRole('button', { name: channel, exact: true }).waitFor();
    await sheet.getByRole('button', { name: 'Copier le lien' }).click();
    const copied = sheet.getByRole('button', { name: 'Lien copié !' });
    await copied.waitFor();
    expect(await copied.isDisabled()).toBe(true);
    await screenshot(page, 'feed-share-copied-mobile');
    await expectNoSeriousA11yViolations(page);
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    const publication = await apiGet<{ shareUrl: string }>(page, `/api/Publication/${id}`);
    expect(clip).toBe(new URL(publication.body.shareUrl, journey.url).href);
    expect(clip).toContain(`/publication/${id}`);
    // Back to idle after 2 s.
    await sheet.getByRole('button', { name: 'Copier le lien' }).waitFor({ timeout: 3500 });
    await context.close();
  });

  it('/publication/{id} shows the card under the product name title; the owner deletes it', async () => {
    const context = await journey.phone();
    const page = await context.newPage();
    await logInOnPage(page, DEMO.seller);
    const me = await apiGet<{ shop: { id: string } }>(page, '/api/User/me');
    const mine = await apiGet<{
      items: { id: string; publicationProduct: { productName: string } | null }[];
    }>(page, '/api/Shop/me/Publications');
    const target = mine.body.items.find((p) => p.publicationProduct) ?? mine.body.items[0]!;
    await page.goto(`/publication/${target.id}`);
    const card = page.locator(`article[data-publication-id="${target.id}"]`);
    await card.waitFor();
    if (target.publicationProduct)
      expect(await page.title()).toBe(`${target.publicationProduct.productName} | Sugu`);
    expect(await card.getByRole('button', { name: 'Suivre' }).count()).toBe(0);
    expect(await card.locator(`a[href="/boutique/${me.body.shop.id}"]`).count()).toBeGreaterThan(0);
    await screenshot(page, 'publication-page-owner-mobile');
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Options de la publication' }).click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette publication ?' });
    await confirm.waitFor();
    await animationsDone(page);
    await screenshot(page, 'publication-delete-confirm-mobile');
    await expectNoSeriousA11yViolations(page);
    // The feed's code is held: the deleted card must go at once, not stay on screen until it arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/HomeRoute-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.waitForURL('**/accueil');
    await card.waitFor({ state: 'detached' });
    release();
    expect((await apiGet(page, `/api/Publication/${target.id}`)).status).toBe(404);
    await page.locator('.feed article.pub-card').first().waitFor();
    expect(await page.locator(`article[data-publication-id="${target.id}"]`).count()).toBe(0);

    await page.goto('/publication/0190a000-0000-7000-8000-000000000000');
    await page.getByText('Impossible de récupérer les données.').waitFor();
    await page.getByRole('button', { name: "Retour à l'accueil" }).click();
    await page.waitForURL('**/accueil');
    await context.close();
  });

  it('shows 50 publications, then the button adds the next ones', async () => {
    const { context, page } = await journey.newPage();
    await logInOnPage(page, DEMO.seller);
    // Enough free posts for a second page: each with a photo taken from the demo media.
    const total = await page.evaluate(async () => {
      const feed = await (await fetch('/api/Publication?limit=50')).json();
      const photo = await (await fetch(feed.items[0].pubImageUrls[0])).blob();
      let count = feed.items.length;
      let cursor = feed.nextCursor;
      while (cursor) {
        const next = await (await fetch(`/api/Publication?cursor=${cursor}`)).json();
        count += next.items.length;
        cursor = next.nextCursor;
      }
      for (let i = count; i < 60; i++) {
        const form = new FormData();
        form.append('publicationCaption', `Arrivage du jour n°${i}`);
        form.append('Files', photo, 'photo.webp');
        const res = await fetch('/api/Publication/creation', { method: 'POST', body: form });
        if (res.status !== 201) throw new Error(`post ${res.status}`);
      }
      return Math.max(count, 60);
    });
    await page.goto('/accueil');
    await cards(page).first().waitFor();
    expect(await cards(page).first().textContent()).toContain('Arrivage du jour n°59');
    // The first cards paint at once, the rest of the page follows in idle moments.
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(50);
    expect(await page.getByText('Vous avez tout vu !').count()).toBe(0);
    await page.getByRole('button', { name: 'Charger plus' }).click();
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(total);
    await page.getByText('Vous avez tout vu !').waitFor();
    expect(await page.getByRole('button', { name: 'Charger plus' }).count()).toBe(0);
    const ids = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-publication-id')));
    expect(new Set(ids).size).toBe(total);
    await context.close();
  });
});

describe('feed on a desktop', () => {
  let context: BrowserContext;
  afterAll(async () => context?.close());

  it('shows the feed centred with five suggestions whose follow toggle is local', async () => {
    context = await journey.desktop();
    const page = await context.newPage();
    await page.goto('/accueil');
    await cards(page).first().waitFor();
    const suggestions = page.getByTestId('shop-suggestion');
    // The sidebar's chunk loads once the screen is known to be wide.
    await suggestions.first().waitFor();
    expect(await suggestions.count()).toBe(5);
    expect(await suggestions.first().isVisible()).toBe(true);
    const toggle = suggestions.first().getByRole('button');
    expect(await toggle.textContent()).toBe('Suivre');
    await toggle.click();
    expect(await toggle.textContent()).toBe('Abonné');
    for (const link of ['À propos', 'Conditions', 'Confidentialité', 'Aide'])
      expect(await page.getByRole('link', { name: link }).getAttribute('href')).toBe('#');
    const feedBox = await cards(page).first().boundingBox();
    const sideBox = await page.locator('.feed-sidebar').boundingBox();
    expect(feedBox!.x + feedBox!.width).toBeLessThan(sideBox!.x);
    await screenshot(page, 'feed-desktop');
  });

  it('hides the sidebar on a phone', async () => {
    const phone = await journey.phone();
    const page = await phone.newPage();
    await page.goto('/accueil');
    await cards(page).first().waitFor();
    expect(await page.getByTestId('shop-suggestion').first().isVisible()).toBe(false);
    await phone.close();
  });
});
