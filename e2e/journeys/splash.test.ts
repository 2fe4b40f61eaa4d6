import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useJourney } from '../journey';

const journey = useJourney();

type Entry = { kind: 'transition' | 'progress' | 'tagline'; value: string | undefined; at: number };

/**
 * Records, with their time, every value taken by the page-transition state (<html data-transition>), the
 * progress bar and the tagline: the assertions then hold even when a loaded machine delays the test itself.
 */
async function recordSplash(page: Page) {
  await page.addInitScript(() => {
    const log: Entry[] = [];
    (window as unknown as { __splash: Entry[] }).__splash = log;
    const last: Record<string, string | undefined> = {};
    const note = (kind: Entry['kind'], value: string | null | undefined) => {
      if (value == null || last[kind] === value) return;
      last[kind] = value;
      log.push({ kind, value, at: performance.now() });
    };
    // The <html> element may not exist yet when this runs: watch the whole document.
    new MutationObserver(() => {
      note('transition', document.documentElement.dataset.transition);
      note('progress', document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow'));
      note('tagline', document.querySelector('[data-testid="splash-tagline"]')?.textContent);
    }).observe(document, { attributes: true, childList: true, characterData: true, subtree: true });
  });
}

const splashLog = async (page: Page) => {
  const log = await page.evaluate(() => (window as unknown as { __splash: Entry[] }).__splash);
  return (kind: Entry['kind']) => log.filter((e) => e.kind === kind);
};

describe('splash screen on a phone', () => {
  it('shows the brand, fills the bar, rotates the taglines and hands over to /accueil after 3 s', async () => {
    const { context, page } = await journey.newPage();
    await recordSplash(page);
    await page.goto('/');

    await page.getByRole('heading', { level: 1, name: 'Sugu' }).waitFor();
    expect(await page.getByText('Le marché social du Mali').isVisible()).toBe(true);
    expect(await page.getByText("Plus qu'une simple plateforme e-commerce").isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.transition)).toBe('down');
    await animationsDone(page);
    await screenshot(page, 'splash-mobile');
    await expectNoSeriousA11yViolations(page);

    await page.waitForURL('**/accueil', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Rechercher une boutique' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.transition)).toBe('up');
    const log = await splashLog(page);

    // The transition goes down when the splash starts and up once /accueil is reached, 3 s later.
    const transitions = log('transition');
    expect(transitions.map((e) => e.value).slice(-2)).toEqual(['down', 'up']);
    const down = transitions.at(-2)!.at;
    const up = transitions.at(-1)!.at;
    expect(up - down).toBeGreaterThanOrEqual(2950);
    expect(up - down).toBeLessThan(4500);

    // 2 % per 30 ms tick: 0, 2, 4 … 100 (about 1.5 s), then it stays at 100 until the hand-over.
    const progress = log('progress').map((e) => Number(e.value));
    expect(progress).toEqual(Array.from({ length: 51 }, (_, i) => i * 2));
    const full = log('progress').at(-1)!.at;
    expect(full - down).toBeGreaterThanOrEqual(1450);
    expect(full).toBeLessThan(up);

    // A new tagline every 2 s: the second one appears 2 s in, before the hand-over (a slow machine may hand
    // over after 4 s, when the third one has come: the first two and their timing are what is checked).
    const taglines = log('tagline');
    expect(taglines.map((e) => e.value).slice(0, 2)).toEqual([
      "Plus qu'une simple plateforme e-commerce",
      'Un écosystème complet',
    ]);
    // 2 s rotation; a few ms of timer jitter between the two records is not a defect.
    expect(taglines[1]!.at - down).toBeGreaterThanOrEqual(1900);
    expect(taglines[1]!.at).toBeLessThan(up);
    await context.close();
  });
});

describe('home header on a phone', () => {
  it('switches to shop search and back, and opens the notifications page', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/accueil');
    await page.getByText('Aucune publication pour le moment').waitFor();
    // A guest has no unread notification: the bell carries no count.
    expect(await page.getByRole('button', { name: 'Notifications', exact: true }).isVisible()).toBe(true);
    expect(await page.getByTestId('notification-badge').count()).toBe(0);

    // Every label of the bottom bar is whole on a 360 px screen, the current page marked.
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const cut = await nav
      .locator('.navbar__label')
      .evaluateAll((labels) =>
        labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
      );
    expect(cut).toEqual([]);
    expect(await nav.getByRole('link', { name: 'Accueil' }).getAttribute('aria-current')).toBe('page');
    for (const link of await nav.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, 'home-mobile');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Rechercher une boutique' }).click();
    const search = page.getByPlaceholder('Rechercher une boutique...');
    await search.waitFor();
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    // The search pane's code arrives when it is first opened.
    await page.getByText('Recherchez une boutique', { exact: true }).waitFor();
    expect(await page.getByText('Aucune publication pour le moment').count()).toBe(0);
    await screenshot(page, 'home-search-mobile');
    await expectNoSeriousA11yViolations(page);
    await search.fill('ségou');
    expect(await page.getByText('Recherchez une boutique', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Quitter la recherche' }).click();
    await page.getByText('Aucune publication pour le moment').waitFor();
    expect(await page.getByPlaceholder('Rechercher une boutique...').count()).toBe(0);

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    // A guest is invited to log in (the signed-in empty state is covered by the social journey).
    await panel.getByText('Connectez-vous pour voir vos notifications.').waitFor();
    expect(await panel.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
    await panel.getByRole('button', { name: 'Fermer les notifications' }).click();
    await panel.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('installable app', () => {
  it('serves a French manifest and a service worker that precaches the shell but never the API', async () => {
    const { context, page } = await journey.newPage({ serviceWorker: true });
    await page.goto('/accueil');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await page.request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'Sugu',
      short_name: 'Sugu',
      lang: 'fr',
      start_url: '/accueil',
      display: 'standalone',
      theme_color: '#c2410c',
      background_color: '#faf8f5',
    });
    const purposes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      expect((await page.request.get(icon.src)).ok()).toBe(true);
    }

    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(`${journey.url}/sw.js`);
    await page.reload();
    await page.getByText('Aucune publication pour le moment').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await page.evaluate(async () => {
      const res = await fetch('/api/User/me', { credentials: 'include' });
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return { status: res.status, urls };
    });
    expect(cached.status).toBe(401);
    expect(cached.urls.some((u) => u.startsWith('/assets/') && u.endsWith('.js'))).toBe(true);
    expect(cached.urls).toContain('/index.html');
    expect(cached.urls.filter((u) => u.startsWith('/api/'))).toEqual([]);
    // The worker leaves API requests to the browser: the page's own network (here a route) answers them,
    // not a fetch made again by the worker.
    await page.route('**/api/User/me', (route) => route.fulfill({ status: 418, body: '{}' }));
    expect(await page.evaluate(async () => (await fetch('/api/User/me')).status)).toBe(418);
    await context.close();
  });
});

describe('home on a desktop', () => {
  it('keeps the splash timing with reduced motion and centres the home page', async () => {
    const { context, page } = await journey.newPage({ desktop: true });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordSplash(page);
    await page.goto('/');
    await page.getByTestId('splash-tagline').waitFor();
    await page.waitForURL('**/accueil', { timeout: 10_000 });
    // Timed in the page, as on the phone: a loaded machine delaying the test itself changes nothing.
    const transitions = (await splashLog(page))('transition');
    expect(transitions.map((e) => e.value).slice(-2)).toEqual(['down', 'up']);
    const shown = transitions.at(-1)!.at - transitions.at(-2)!.at;
    expect(shown).toBeGreaterThanOrEqual(2950);
    expect(shown).toBeLessThan(4500);
    await page.getByText('Aucune publication pour le moment').waitFor();
    const header = await page.locator('.home-header').boundingBox();
    expect(header!.width).toBe(1280);
    const content = await page.locator('.home__content').boundingBox();
    expect(Math.abs(content!.x + content!.width / 2 - 640)).toBeLessThan(2);
    await screenshot(page, 'home-desktop');
    await context.close();
  });
});
