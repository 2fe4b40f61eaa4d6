// The operators' console /admin: refused in French to a guest and to a client; the demo operator logs in,
// lands on the console, renames a category with a reason and the PIN, and finds the action in the journal
// (after a reload too). On a phone (360x740) and on a desktop (1280); in English for a phone that prefers it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { confirmPin, DEMO, logIn } from '../helpers/session';
import { useJourney } from '../journey';

// Its own server: renaming a category changes what the catalogue shows other journeys.
const journey = useJourney({ seed: true, own: true });
const OPERATOR = 'admindemo';

/** A section of the console through its menu (`menu`: the menu's name in the page's language). */
const openSection = (page: Page, menu: string, section: string) =>
  page.getByRole('navigation', { name: menu }).getByRole('link', { name: section }).click();

describe('the console refuses everyone but operators', () => {
  it('shows a guest and a client the French refusal page', async () => {
    const context = await journey.phone();
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Accès réservé aux opérateurs' }).waitFor();
    await page.getByText('Connectez-vous avec un compte opérateur').waitFor();
    await screenshot(page, 'admin-refused-guest-mobile');

    await logIn(context, DEMO.client);
    await page.goto('/admin/categories');
    await page.getByRole('heading', { name: 'Accès réservé aux opérateurs' }).waitFor();
    await page.getByText('n’est pas un compte opérateur').waitFor();
    expect(await page.getByRole('button', { name: 'Ajouter une catégorie' }).count()).toBe(0);
    await context.close();
  });
});

describe('the demo operator on a phone', () => {
  it('logs in, renames a category with a reason and the PIN, and sees it in the journal', async () => {
    const context = await journey.phone();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel("Email ou nom d'utilisateur").fill(OPERATOR);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    // An operator lands on the console: the three queues first.
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'À traiter' }).waitFor();
    for (const queue of ['Litiges', 'Signalements', 'Vérifications']) {
      await page.getByRole('main').getByRole('link', { name: queue }).waitFor();
    }
    // The demo data gives a newcomer something to look at: an open dispute and a reported publication.
    await page.getByRole('main').getByRole('link', { name: 'Litiges 1 en attente' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Signalements 1 contenu signalé' }).waitFor();
    await screenshot(page, 'admin-overview-mobile');
    await expectNoSeriousA11yViolations(page);

    await openSection(page, 'Sections de la console', 'Catégories');
    await page.getByRole('heading', { name: 'Catégories' }).waitFor();
    const artisanat = page.getByTestId('admin-category').filter({ hasText: 'Artisanat' });
    await artisanat.waitFor();
    await screenshot(page, 'admin-categories-mobile');
    await page.getByRole('button', { name: 'Renommer Artisanat' }).click();

    const dialog = page.getByRole('dialog', { name: 'Renommer « Artisanat »' });
    await dialog.waitFor();
    await dialog.getByLabel('Nom de la catégorie').fill('Artisanat malien');
    // No reason: refused before the PIN, in French.
    await dialog.getByRole('button', { name: 'Renommer' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Veuillez indiquer la raison de cette action');
    await dialog
      .getByLabel('Raison (obligatoire, inscrite au journal)')
      .fill('Les vendeurs de Ségou le demandent');
    await screenshot(page, 'admin-rename-dialog-mobile');
    await dialog.getByRole('button', { name: 'Renommer' }).click();

    await confirmPin(page, '1234');
    await page.getByRole('status').filter({ hasText: 'Catégorie renommée' }).waitFor();
    await page.getByTestId('admin-category').filter({ hasText: 'Artisanat malien' }).waitFor();

    // The catalogue's filters show the new name.
    const categories = await context.request.get('/api/Category/all-categories');
    expect((await categories.json()).map((c: { categoryName: string }) => c.categoryName)).toContain(
      'Artisanat malien',
    );

    await openSection(page, 'Sections de la console', 'Journal');
    const entry = page.getByTestId('audit-entry').first();
    await entry.getByText('Catégorie renommée').waitFor();
    await entry.getByText('par @admindemo', { exact: false }).waitFor();
    await entry.getByText('Les vendeurs de Ségou le demandent').waitFor();
    await entry.getByText('nom : Artisanat', { exact: true }).waitFor();
    await entry.getByText('nom : Artisanat malien', { exact: true }).waitFor();
    await page.reload();
    await page.getByTestId('audit-entry').first().getByText('Les vendeurs de Ségou le demandent').waitFor();
    await screenshot(page, 'admin-journal-mobile');
    await context.close();
  });

  it('finds an order by the short reference the buyer reads out, typed any way', async () => {
    const buyer = await journey.newPage({ as: DEMO.client });
    const res = await buyer.context.request.get('/api/Order/my-orders');
    const [order] = (await res.json()) as { reference: string; orderProduct: { productName: string } }[];
    await buyer.context.close();
    expect(order!.reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const { context, page } = await journey.newPage({ as: OPERATOR });
    await page.goto('/admin/recherche');
    const search = page.getByLabel('Rechercher un compte, une boutique ou une commande');
    await search.fill(` ${order!.reference.toLowerCase().replace('-', '')} `);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const hit = page.getByTestId('admin-order-hit');
    await hit.getByText(`${order!.reference} · ${order!.orderProduct.productName}`).waitFor();
    await hit.getByText('@clientdemo', { exact: false }).waitFor();
    expect(await hit.count()).toBe(1);
    await screenshot(page, 'admin-search-order-mobile');
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});

describe('the search on a phone', () => {
  it('suspends an account from its row with a reason and the PIN, then lifts it', async () => {
    const { context, page } = await journey.newPage({ as: OPERATOR });
    await page.goto('/admin/recherche?q=demo.client@sugu.ml');
    const client = page.getByTestId('admin-user-hit').filter({ hasText: '@clientdemo' });
    await client.getByRole('link', { name: 'Journal' }).waitFor();
    await screenshot(page, 'admin-search-mobile');
    await client.getByRole('button', { name: 'Suspendre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspendre @clientdemo' });
    await dialog.getByText('Ses commandes en litige restent à trancher', { exact: false }).waitFor();
    await dialog.getByLabel('Raison (obligatoire, inscrite au journal)').fill('Comportement abusif');
    await screenshot(page, 'admin-search-suspend-mobile');
    await dialog.getByRole('button', { name: 'Suspendre' }).click();
    await confirmPin(page, '1234');
    await page.getByRole('status').filter({ hasText: 'Compte suspendu' }).waitFor();
    await client.getByText('Suspendu', { exact: true }).waitFor();

    await client.getByRole('button', { name: 'Lever la suspension' }).click();
    const lift = page.getByRole('dialog', { name: 'Lever la suspension de @clientdemo' });
    await lift.getByLabel('Raison (obligatoire, inscrite au journal)').fill('Erreur de notre part');
    await lift.getByRole('button', { name: 'Lever la suspension' }).click();
    await confirmPin(page, '1234');
    await page.getByRole('status').filter({ hasText: 'Suspension levée' }).waitFor();
    await client.getByRole('button', { name: 'Suspendre' }).waitFor();
    await client.getByRole('link', { name: 'Journal' }).click();
    const entries = page.getByTestId('audit-entry');
    await entries.filter({ hasText: 'Suspension levée' }).waitFor();
    const suspension = entries.filter({ hasText: 'Comportement abusif' });
    await suspension.waitFor();
    // A suspension without an end reads as such, never 'null'.
    expect(await suspension.textContent()).not.toContain('null');
    await screenshot(page, 'admin-journal-filtered-mobile');
    await context.close();
  });
});

describe('the console on a desktop', () => {
  it('shows the menu beside the section, the search and the journal', async () => {
    const { context, page } = await journey.newPage({ as: OPERATOR, desktop: true });
    await page.goto('/admin/recherche');
    await page.getByRole('heading', { name: 'Recherche' }).waitFor();
    await page.getByLabel('Rechercher un compte, une boutique ou une commande').fill('Bazin');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByTestId('admin-shop-hit').filter({ hasText: 'Bazin de Bamako' }).waitFor();
    await page.getByLabel('Rechercher un compte, une boutique ou une commande').fill('demo.client@sugu.ml');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const client = page.getByTestId('admin-user-hit').filter({ hasText: '@clientdemo' });
    await client.waitFor();
    await screenshot(page, 'admin-search-desktop');
    await expectNoSeriousA11yViolations(page);

    // Each hit leads somewhere: the shop's page, and back to the same answers (the text is in the address).
    await page.getByLabel('Rechercher un compte, une boutique ou une commande').fill('Bazin');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    const shop = page.getByTestId('admin-shop-hit').filter({ hasText: 'Bazin de Bamako' });
    await shop.getByRole('link', { name: 'Voir la boutique' }).click();
    await page.waitForURL('**/boutique/*');
    await page.getByRole('heading', { name: 'Bazin de Bamako' }).first().waitFor();
    await page.goBack();
    await page.waitForURL('**/admin/recherche?q=Bazin');
    // Its owner's account, then only the journal's rows about that account.
    await shop.getByRole('button', { name: 'Son compte' }).click();
    const owner = page.getByTestId('admin-user-hit').filter({ hasText: '@vendeurdemo' });
    await owner.getByRole('link', { name: 'Voir la boutique' }).waitFor();
    await owner.getByRole('link', { name: 'Journal' }).click();
    await page.waitForURL('**/admin/journal?cible=*');
    const filter = page.getByTestId('audit-filter');
    await filter.getByText('Seulement les actions sur @vendeurdemo.').waitFor();
    await filter.getByRole('link', { name: 'Tout afficher' }).waitFor();

    await page.goto('/admin/categories');
    await page.getByTestId('admin-category').first().waitFor();
    // A category a shop uses cannot be deleted: the button says so before the server would.
    const used = page.getByRole('button', { name: 'Supprimer Mode et vêtements' });
    expect(await used.isDisabled()).toBe(true);
    await screenshot(page, 'admin-categories-desktop');
    await context.close();
  });
});

describe('the console in English', () => {
  it('speaks English to an operator whose phone prefers it: queues, categories, journal', async () => {
    const context = await journey.phone({ locale: 'en-GH' });
    await logIn(context, OPERATOR);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'To do' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Disputes 1 waiting' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Reports 1 item reported' }).waitFor();
    await screenshot(page, 'admin-overview-english-mobile');

    await openSection(page, 'Console sections', 'Categories');
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    // A seeded category in English, its stored (French) name beside it; one an operator renamed as written.
    const fashion = page.getByTestId('admin-category').filter({ hasText: 'Fashion & clothing' });
    await fashion.getByText('In French: Mode et vêtements').waitFor();
    expect(await page.getByRole('button', { name: 'Delete Fashion & clothing' }).isDisabled()).toBe(true);
    await page.getByTestId('admin-category').filter({ hasText: 'Artisanat malien' }).waitFor();
    expect(await page.getByText('Crafts', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add a category' }).waitFor();
    await screenshot(page, 'admin-categories-english-mobile');

    await openSection(page, 'Console sections', 'Log');
    const entry = page.getByTestId('audit-entry').filter({ hasText: 'Category renamed' }).first();
    await entry.getByText('name: Artisanat malien', { exact: true }).waitFor();
    // The day and time as en-GB writes them ('27 Nov 2026, 14:05').
    expect(await entry.textContent()).toMatch(/by @admindemo · \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    await screenshot(page, 'admin-journal-english-mobile');
    await context.close();
  });
});
