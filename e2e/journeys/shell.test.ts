import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, mobileContext, type RunningServer, screenshot, startServer } from '../harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('app shell on a phone', () => {
  it('shows the bottom navigation and says plainly when a page is not built yet', async () => {
    const context = await mobileContext(browser, server.url);
    const page = await context.newPage();
    await page.goto('/paiement/notif');
    await page.getByRole('heading', { name: 'Bientôt disponible' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const label of ['Accueil', 'Boutique', 'Portefeuille', 'Messages', 'Profil']) {
      await expect(nav.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await screenshot(page, 'shell-coming-soon-mobile');
    await context.close();
  });
});
