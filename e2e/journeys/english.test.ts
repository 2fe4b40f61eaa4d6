// Sugu in English at 360x740: a guest whose phone prefers English sees the home page and /login in English
// (the English catalogue fetched, <html lang="en">); 'Français' on /login switches at once; a French phone
// never downloads the English catalogue; a connected user's choice on /profil is saved on the server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { DEMO, logIn } from '../helpers/session';
import { useJourney } from '../journey';

const journey = useJourney({ seed: true });

/** Every script the page fetched whose name says it is the English catalogue. */
function englishCatalogueRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/i18n-en-[^/]*\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

describe('English', () => {
  it('greets a guest with an English browser in English, and switches /login to French at once', async () => {
    const context = await journey.phone({ locale: 'en-GH' });
    const page = await context.newPage();
    const english = englishCatalogueRequests(page);
    await page.goto('/accueil');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    for (const label of ['Home', 'Shop', 'Wallet', 'Messages', 'Profile']) {
      expect(await page.getByRole('navigation').getByText(label, { exact: true }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Search for a shop' }).waitFor();
    expect(english.length).toBe(1);
    await screenshot(page, 'english-home');

    // The product shop too: its search, filters and sort in English.
    await page.goto('/boutique');
    await page.getByRole('searchbox', { name: 'Search for products' }).waitFor();
    expect(await page.getByRole('button', { name: 'Filters' }).count()).toBe(1);
    await screenshot(page, 'english-shop');

    await page.goto('/login');
    const logInButton = page.getByRole('button', { name: 'Log in', exact: true });
    await logInButton.waitFor();
    expect(await page.getByText('Welcome back').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    // A rule checked by the screen answers in English too.
    await logInButton.click();
    expect(await page.getByRole('alert').textContent()).toBe('Please fill in all the fields');
    // And so does the server (Accept-Language): a wrong password.
    await page.getByLabel('Email or username').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Wrong2024x');
    await logInButton.click();
    await page.getByText('Wrong email or password', { exact: true }).waitFor();
    await screenshot(page, 'english-login');

    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.getByText('Bon retour parmi nous').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'english-login-switched-to-french');
    // The choice stays on this device: the next page is French although the browser prefers English.
    await page.goto('/accueil');
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    await context.close();
  });

  it('never downloads the English catalogue on a French phone', async () => {
    const context = await journey.phone();
    const page = await context.newPage();
    const english = englishCatalogueRequests(page);
    await page.goto('/accueil');
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(english).toEqual([]);
    await context.close();
  });

  it("saves a connected user's choice on /profil: the server then answers in English", async () => {
    const context = await journey.phone();
    await logIn(context, DEMO.client);
    const page = await context.newPage();
    await page.goto('/profil');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await screenshot(page, 'english-profile');
    const me = await (await context.request.get('/api/User/me')).json();
    expect(me.language).toBe('en');
    // Back to French for the other journeys that use this demo account.
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    expect((await (await context.request.get('/api/User/me')).json()).language).toBe('fr');
    await context.close();
  });
});
