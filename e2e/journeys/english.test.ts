// Sugu in English at 360x740: a guest whose phone prefers English sees the home page and /login in English
// (the English catalogue fetched, <html lang="en">); 'Français' on /login switches at once; a French phone
// never downloads the English catalogue; a connected user's choice on /profil is saved on the server;
// switching language on /signup and /login keeps what was typed; categories and countries in English. An
// English first visit of /accueil renders with the first part of English alone (the rest is held). The
// forms' rules, written in French by the domain's schemas, read in English: sign-up and shop setup.
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { DEMO, logIn, sessionCookie, signUp, verifyEmail } from '../helpers/session';
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

/** What /accueil says around its content: the navigation, the header, the first card's labels and words. */
async function homeTexts(page: Page, { menu = true } = {}) {
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  const card = page.locator('article').first();
  await card.waitFor();
  // The card's menu is an on-demand layer: it waits for the whole language.
  if (menu) await card.getByRole('button', { name: 'Post options' }).waitFor();
  const labels = (root: Locator) =>
    root.evaluate((element) =>
      Array.from(element.querySelectorAll('[aria-label]'), (e) => e.getAttribute('aria-label')),
    );
  return {
    nav: await page.getByRole('navigation', { name: 'Main navigation' }).innerText(),
    header: await labels(page.locator('header').first()),
    card: await card.innerText(),
    cardLabels: await labels(card),
  };
}

/** 'Next' on a form step that breaks a rule of `field`: its message (in English), the field marked, a shot. */
async function refusedOn(page: Page, field: string, message: string, shot: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  expect(await page.getByRole('alert').textContent()).toBe(message);
  expect(await page.getByLabel(field).getAttribute('aria-invalid')).toBe('true');
  await animationsDone(page);
  await screenshot(page, shot);
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
    expect(english.length).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'english-home');

    // The product shop too: its search, filters and sort in English.
    await page.goto('/boutique');
    await page.getByRole('searchbox', { name: 'Search for products' }).waitFor();
    expect(await page.getByRole('button', { name: 'Filters' }).count()).toBe(1);
    // The seeded categories by their English names (the API still answers their French names).
    for (const category of ['Fashion & clothing', 'Food & groceries', 'Crafts']) {
      await page.getByRole('toolbar').getByRole('button', { name: category, exact: true }).waitFor();
    }
    expect(await page.getByText('Mode et vêtements').count()).toBe(0);
    await screenshot(page, 'english-shop');
    // A guest in English may be anywhere: the price range claims no currency.
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('group', { name: 'Price', exact: true }).waitFor();
    await animationsDone(page);
    await screenshot(page, 'english-shop-filters');

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

  it('renders an English first visit of /accueil with the first part of English alone', async () => {
    const context = await journey.phone({ locale: 'en-GH' });
    // The rest of English (i18n-en-<hash>.js, not i18n-en-first-…) is held: /accueil must not need it.
    const held: Route[] = [];
    const rest = /\/assets\/i18n-en-(?!first-)[^/]*\.js$/;
    await context.route(rest, (route) => void held.push(route));
    const first = await context.newPage();
    const requested = englishCatalogueRequests(first);
    await first.goto('/accueil');
    const heldScreen = await homeTexts(first, { menu: false });
    expect(requested.some((url) => /i18n-en-first-/.test(url))).toBe(true);
    expect(heldScreen.nav).toContain('Home');
    await screenshot(first, 'english-home-first-part');
    for (const route of held.splice(0)) await route.continue();
    await context.unroute(rest);
    // Layers wait for the whole language (the card's menu): they come once the rest is in. The words
    // rendered before it stay as they were.
    const firstScreen = await homeTexts(first);
    expect(firstScreen.card).toBe(heldScreen.card);

    // The same screen once the whole of English is there (reached from /boutique, which waits for it): the
    // same words, so the first part missed none.
    const whole = await context.newPage();
    await whole.goto('/boutique');
    await whole.getByRole('searchbox', { name: 'Search for products' }).waitFor();
    await whole.getByRole('navigation').getByText('Home', { exact: true }).click();
    expect(await homeTexts(whole)).toEqual(firstScreen);
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

  it('keeps what was typed on /signup and /login when the language is switched', async () => {
    const context = await journey.phone();
    const page = await context.newPage();
    await page.goto('/signup');
    await page.getByText('Vendeur', { exact: true }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByLabel('Nom', { exact: true }).fill('Mensah');
    await page.getByLabel('Prénom').fill('Kofi');
    await page.getByText('Homme', { exact: true }).click();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByLabel('Pays').selectOption('GH');
    await page.getByLabel('Ville').fill('Kumasi');
    // Back to the first step, where 'Langue / Language' is, and over to English.
    await page.getByRole('button', { name: 'Retour' }).click();
    await page.getByRole('button', { name: 'Retour' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByText('Step 1/8', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: /Seller/ }).isChecked()).toBe(true);
    await animationsDone(page);
    await screenshot(page, 'english-signup-switched-role');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await page.getByLabel('Surname', { exact: true }).inputValue()).toBe('Mensah');
    expect(await page.getByLabel('First name').inputValue()).toBe('Kofi');
    expect(await page.getByRole('radio', { name: 'Male', exact: true }).isChecked()).toBe(true);
    await animationsDone(page);
    await screenshot(page, 'english-signup-switched');
    await page.getByRole('button', { name: 'Next' }).click();
    // The countries by their English names; the one chosen in French still chosen.
    const country = page.getByLabel('Country');
    expect(await country.inputValue()).toBe('GH');
    expect(await country.locator('option:checked').textContent()).toBe('Ghana');
    expect(await country.locator('option[value="GM"]').textContent()).toBe('The Gambia');
    expect(await country.locator('option[value="CI"]').textContent()).toBe("Côte d'Ivoire");
    expect(await page.getByLabel('City').inputValue()).toBe('Kumasi');
    await animationsDone(page);
    await screenshot(page, 'english-signup-switched-location');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByLabel("Email ou nom d'utilisateur").fill('kofi.mensah@example.com');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Accra2026x');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    expect(await page.getByLabel('Email or username').inputValue()).toBe('kofi.mensah@example.com');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('Accra2026x');
    await context.close();
  });
  it("says the forms' rules in English: the sign-up steps and a new seller's shop setup", async () => {
    const context = await journey.phone({ locale: 'en-GH' });
    const page = await context.newPage();
    const alert = page.getByRole('alert');
    const next = page.getByRole('button', { name: 'Next' });
    await page.goto('/signup');
    await page.getByText('Step 1/8', { exact: true }).waitFor();
    await page.getByText('Seller', { exact: true }).click();
    await next.click();
    await page.getByLabel('Surname', { exact: true }).fill('Mensah2');
    await page.getByLabel('First name').fill('Kofi');
    await page.getByText('Male', { exact: true }).click();
    await next.click();
    expect(await alert.textContent()).toBe('Names can only contain letters, spaces or hyphens');
    await page.getByLabel('Surname', { exact: true }).fill('Mensah');
    await next.click();
    await page.getByLabel('Country').selectOption('GH');
    await page.getByLabel('City').fill('Kumasi');
    await page.getByLabel('Area').fill('Adum');
    await next.click();
    await page.getByLabel('Phone').fill('24 123 4567');
    await page.getByText('MTN', { exact: true }).click();
    await next.click();
    await page.getByText('Step 5/8', { exact: true }).waitFor();
    await page.getByLabel('Username').fill('kofimensah');
    await page.getByLabel('Email').fill('kofi.mensah@example.com');
    await page.getByLabel('Password', { exact: true }).fill('accra');
    await page.getByLabel('Confirm password').fill('accra');
    await next.click();
    expect(await alert.textContent()).toBe(
      'Your password needs at least 8 characters, a capital letter and a number',
    );
    await page.getByLabel('Password', { exact: true }).fill('Accra2026x');
    await page.getByLabel('Confirm password').fill('Accra2026y');
    await refusedOn(page, 'Confirm password', "The passwords don't match", 'english-signup-rule');

    // A new seller's shop setup: a name with a character shop names cannot hold.
    const seller = { email: 'ama.setup@example.com', username: 'amasetup', password: 'Kumasi2026x' };
    await signUp(journey.server, {
      ...seller,
      role: 'Vendeur',
      country: 'GH',
      city: 'Kumasi',
      area: 'Adum',
      phone: '241239876',
      operator: 'MTN',
    });
    await logIn(context, seller.email, seller.password);
    await verifyEmail(journey.server, await sessionCookie(context), seller.email);
    await page.goto('/profil-vendeur');
    await page.waitForURL('**/configuration-boutique');
    await page.getByText('Step 1/3', { exact: true }).waitFor();
    await page.getByLabel('Shop name').fill('Ama & Sons');
    await page.getByLabel('Bio').fill('Kente and ankara from Kumasi.');
    const shopRule = 'Shop names can only contain letters, numbers, spaces or hyphens';
    await refusedOn(page, 'Shop name', shopRule, 'english-shop-setup-rule');
    await context.close();
  });
});
