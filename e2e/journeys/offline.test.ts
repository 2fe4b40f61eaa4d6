// Low data: the inline splash paints without any script; the service worker precaches only the
// /accueil shell, caches other chunks when a page first needs them, and opens /accueil offline.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { useJourney } from '../journey';

const journey = useJourney();

/** Waits until the service worker is active and controls the page (autoUpdate claims open pages). */
async function serviceWorkerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** Cached URLs (pathname) per cache name. */
function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      result[name] = keys.map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

describe('low-data delivery on a phone', () => {
  it('paints the brand splash from index.html before any script runs', async () => {
    const context = await journey.browser.newContext({
      baseURL: journey.url,
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const response = await page.goto('/accueil');
    expect(response?.headers()['content-encoding']).toBe('br');
    const splash = page.locator('.boot');
    expect(await splash.isVisible()).toBe(true);
    const background = await splash.evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain('rgb(194, 65, 12)'); // --accent #c2410c
    await screenshot(page, 'inline-splash');
    await context.close();
  });

  it('installs the service worker with the /accueil shell only, then opens /accueil offline', async () => {
    const { context, page } = await journey.newPage({ serviceWorker: true });
    await page.goto('/accueil');
    await page.getByRole('button', { name: 'Rechercher une boutique' }).waitFor();
    await serviceWorkerControls(page);

    const precache = Object.entries(await cachedPaths(page)).find(([name]) => name.includes('precache'));
    expect(precache).toBeDefined();
    const precached = precache![1];
    expect(precached).toContain('/index.html');
    expect(precached.some((p) => /^\/assets\/HomeRoute-.*\.js$/.test(p))).toBe(true);
    // Form pages and the zod chunk are not part of the shell.
    expect(precached.some((p) => /SignUpRoute|CreateProductRoute|schemas-/.test(p))).toBe(false);
    expect(precached.length).toBeLessThan(60);

    // Another page's chunk is cached the first time it is used.
    await page.goto('/boutique');
    await page.waitForLoadState('networkidle');
    await expect
      .poll(async () => ((await cachedPaths(page))['sugu-assets'] ?? []).some((p) => /CatalogRoute-/.test(p)))
      .toBe(true);
    // API answers are never cached.
    const all = Object.values(await cachedPaths(page)).flat();
    expect(all.some((p) => p.startsWith('/api/'))).toBe(false);

    // A later visit: the few seconds the browser may keep a guest feed (Cache-Control) are long gone.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    await context.setOffline(true);
    await page.goto('/accueil');
    await page.getByRole('button', { name: 'Rechercher une boutique' }).waitFor();
    await page.getByRole('button', { name: 'Réessayer' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Impossible de récupérer les données.').isVisible()).toBe(true);
    await screenshot(page, 'offline-accueil');

    // Back online, 'Réessayer' loads the feed.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('button', { name: 'Réessayer' }).waitFor({ state: 'detached' });
    await context.close();
  });
});
