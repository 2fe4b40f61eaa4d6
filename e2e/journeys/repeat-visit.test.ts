// A repeat visit of /accueil: index.html paints the guest's last-seen first cards before the
// app's script has run (shared/lib/first-screen.ts), the app's own feed replaces them, and a connected user
// or a switched data saver never gets a guest's copy.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { DEMO, logIn } from '../helpers/session';
import { useJourney } from '../journey';

// The demo server this worker shares with the journeys that only read it.
const journey = useJourney({ seed: true });

const ENTRY = /\/assets\/index-[\w-]+\.js$/;
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('sugu:first-screen'));

/** Visits /accueil as a guest until the feed's first screen is stored. */
async function firstVisit(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/accueil');
  await page.locator('article.pub-card').first().waitFor();
  await expect.poll(() => stored(page), { timeout: 10_000 }).not.toBeNull();
  return page;
}

/** /accueil with the app's script refused (until unroute): only index.html's markup and inline scripts run. */
async function visitWithoutApp(page: Page) {
  await page.route(ENTRY, (route) => route.abort());
  await page.goto('/accueil');
}

describe('repeat visit of /accueil on a phone', () => {
  it("paints a guest's last first cards before the app runs, then the app's own feed replaces them", async () => {
    const context = await journey.phone();
    const page = await firstVisit(context);

    await visitWithoutApp(page);
    const copy = page.locator('#first-screen');
    await copy.waitFor();
    expect(await copy.getAttribute('data-cards')).toBe('2');
    expect(await copy.getAttribute('aria-hidden')).toBe('true');
    // In a closed shadow root: selectors, tests and assistive technologies see the app's DOM only.
    expect(await page.locator('article.pub-card').count()).toBe(0);
    const box = await copy.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 740 });
    await screenshot(page, 'repeat-visit-first-screen');

    await page.unroute(ENTRY);
    await page.goto('/accueil');
    await page.locator('article.pub-card').first().waitFor();
    await copy.waitFor({ state: 'detached' });
    await context.close();
  });

  it("goes at the guest's first tap: the search opened before the feed arrived is not left under it", async () => {
    const context = await journey.phone();
    const page = await firstVisit(context);
    // A slow link: the feed's first page never arrives, the feed never settles.
    await page.route(/\/api\/Publication\?/, () => {});
    await page.goto('/accueil');
    const copy = page.locator('#first-screen');
    await copy.waitFor();
    // The copy is inert: the tap on the search icon it shows reaches the app's own header under it.
    await page.getByRole('button', { name: 'Rechercher une boutique' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher une boutique' }).waitFor();
    await copy.waitFor({ state: 'detached' });
    await page.getByText('Recherchez une boutique').waitFor();
    await screenshot(page, 'repeat-visit-search-before-feed');
    await context.close();
  });

  it("never shows a guest's copy to a connected user, and forgets it once one is connected", async () => {
    const context = await journey.phone();
    const page = await firstVisit(context);
    await logIn(context, DEMO.client);
    await page.goto('/accueil');
    await page.locator('article.pub-card').first().waitFor();
    await expect.poll(() => stored(page)).toBeNull();

    await visitWithoutApp(page);
    expect(await page.locator('#first-screen').count()).toBe(0);
    await context.close();
  });

  it('shows no copy taken with the other data saver setting (its images are the wrong size)', async () => {
    const context = await journey.phone();
    const page = await firstVisit(context);
    await page.evaluate(() => localStorage.setItem('sugu:data-saver', 'on'));
    await visitWithoutApp(page);
    expect(await page.locator('#first-screen').count()).toBe(0);
    await context.close();
  });
});
