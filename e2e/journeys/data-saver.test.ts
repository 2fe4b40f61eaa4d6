// Low-data delivery on /accueil: the first visit asks for its feed page once (preloaded by
// accueil.html), logs no error for a guest, and the 'Économiseur de données' switch makes the feed ask for
// the 320 px images and no photo the user has not swiped to.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { useJourney } from '../journey';

// The demo server this worker shares with the journeys that only read it.
const journey = useJourney({ seed: true });

/** Every /media/ URL the page asks for, and the console errors it logs, from now on. */
function watch(page: Page) {
  const media: string[] = [];
  const feedPages: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/media/')) media.push(url.pathname);
    if (url.pathname === '/api/Publication') feedPages.push(url.search);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { media, feedPages, errors };
}

/** The media keys of the first card's carousel (`/media/{key}-{width}.webp` → key). */
async function firstCardKeys(page: Page): Promise<string[]> {
  const card = page.locator('article.pub-card').first();
  await card.locator('.pub-carousel img').first().waitFor();
  const sources = await card
    .locator('.pub-carousel img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src') ?? ''));
  return sources.map((src) => src.replace(/-\d+\.webp$/, ''));
}

const loaded = (page: Page) =>
  page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('article.pub-card .pub-carousel img');
    return !!img && img.complete && img.naturalWidth > 0;
  });

describe('low-data /accueil on a phone', () => {
  it('asks for its first feed page once and logs no error for a guest', async () => {
    const { context, page } = await journey.newPage();
    const seen = watch(page);
    await page.goto('/accueil');
    await page.locator('article.pub-card').first().waitFor();
    await loaded(page);
    expect(seen.feedPages).toEqual(['?limit=50']);
    expect(seen.errors).toEqual([]);
    await context.close();
  });

  it('with the data saver on, the feed asks for the 320 px images only', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/accueil');
    const [key] = await firstCardKeys(page);
    await loaded(page);

    const toggle = page.getByRole('button', { name: 'Économiseur de données' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'data-saver-on-mobile');

    // A new visit (the choice is kept) with an empty cache: what the feed downloads now.
    await context.clearCookies();
    const fresh = await context.newPage();
    await page.close();
    const cdp = await context.newCDPSession(fresh);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const seen = watch(fresh);
    await fresh.goto('/accueil');
    expect(
      await fresh.getByRole('button', { name: 'Économiseur de données' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await firstCardKeys(fresh);
    await loaded(fresh);
    expect(seen.media).toContain(`${key}-320.webp`);
    const feedImages = seen.media.filter((url) => /-\d+\.webp$/.test(url) && !url.includes('-320.'));
    // Shop avatars are 40 px: 320 is their smallest file too; nothing wider is asked for.
    expect(feedImages).toEqual([]);

    // A card with several photos holds only the one shown until the user swipes.
    const multi = fresh.locator('article.pub-card', { has: fresh.getByTestId('carousel-dots') }).first();
    if ((await multi.count()) > 0) expect(await multi.locator('.pub-carousel img').count()).toBe(1);
    await context.close();
  });
});
