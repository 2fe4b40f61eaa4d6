// 'Signaler' everywhere on a phone (360x740) with the demo data: a publication from its card's three-dot
// menu, a shop and a product from their pages, a comment from the comments popup; one popup, the reason
// required, the server's thanks, and one report per person and thing. Then the operator's side: a
// publication a client reports is removed from the console and is gone from the feed; a connected account
// the operator suspends lands on the login page, which says why.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { postAs } from '../helpers/api';
import { confirmPin, createAccount, DEMO, logInOnPage, sessionCookie } from '../helpers/session';
import { useJourney } from '../journey';

// Its own demo server: it files reports (the operator journey of phase 2 acts on them).
const journey = useJourney({ seed: true, own: true });

const cards = (page: Page) => page.locator('article.pub-card');

async function postReportAgain(page: Page, targetType: string, targetId: string) {
  return page.evaluate(
    async ({ targetType, targetId }) => {
      const res = await fetch('/api/Report', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ targetType, targetId, reason: 'Encore' }),
      });
      return { status: res.status, body: await res.json() };
    },
    { targetType, targetId },
  );
}

/**
 * Fills the report popup called `title` with `reason` and sends it, with a screenshot of the filled popup
 * first when `shot` names one; waits for the server's thanks.
 */
async function sendReport(page: Page, title: string, reason: string, shot?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Pourquoi signalez-vous ce contenu ?').fill(reason);
  if (shot) {
    await animationsDone(page);
    await screenshot(page, shot);
  }
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await page.getByRole('status').filter({ hasText: 'Signalement envoyé, merci' }).waitFor();
}

describe('reporting on a phone', () => {
  it('reports a publication from its card, a shop from its page and a comment', async () => {
    const context = await journey.phone();
    const page = await context.newPage();
    await logInOnPage(page, DEMO.client);
    await page.goto('/accueil');
    await cards(page).first().waitFor();

    // The card's three-dot menu: 'Signaler'.
    const card = cards(page).first();
    const publicationId = await card.getAttribute('data-publication-id');
    await card.getByRole('button', { name: 'Options de la publication' }).click();
    await card.getByRole('menuitem', { name: 'Signaler' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler la publication' });
    await dialog.waitFor();
    // The reason is required.
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await dialog.getByText('Veuillez indiquer la raison du signalement').waitFor();
    await dialog.getByLabel('Pourquoi signalez-vous ce contenu ?').fill('Photos volées à une autre boutique');
    await animationsDone(page);
    await screenshot(page, 'reports-publication-popup-mobile');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await page.getByRole('status').filter({ hasText: 'Signalement envoyé, merci' }).waitFor();
    await screenshot(page, 'reports-publication-sent-mobile');
    const again = await postReportAgain(page, 'publication', publicationId!);
    expect(again).toMatchObject({
      status: 200,
      body: { message: 'Vous avez déjà signalé ce contenu, merci' },
    });

    // A shop's page: 'Signaler' beside Partager.
    const shopHref = await card.locator('a.pub-card__shop').getAttribute('href');
    await page.goto(shopHref!);
    await page.getByRole('button', { name: 'Signaler' }).waitFor();
    await screenshot(page, 'reports-shop-page-mobile');
    await page.getByRole('button', { name: 'Signaler' }).click();
    await sendReport(
      page,
      'Signaler la boutique',
      'Boutique qui ne livre jamais',
      'reports-shop-popup-mobile',
    );
    expect((await postReportAgain(page, 'shop', shopHref!.split('/').pop()!)).status).toBe(200);

    // A product's page: 'Signaler ce produit' under its actions.
    const products = await page.evaluate(async () => (await fetch('/api/Product?limit=1')).json());
    const productId = (products.items as { id: string }[])[0]!.id;
    await page.goto(`/produit/${productId}`);
    await page.getByRole('button', { name: 'Signaler ce produit' }).click();
    await sendReport(page, 'Signaler le produit', 'Prix trompeur', 'reports-product-popup-mobile');
    expect((await postReportAgain(page, 'product', productId)).status).toBe(200);

    // A comment of someone else, in the comments popup of a publication that has some.
    const feed = await page.evaluate(async () => (await fetch('/api/Publication?limit=50')).json());
    const discussed = (feed.items as { id: string; totalComments: number }[]).find(
      (p) => p.totalComments > 0,
    );
    expect(discussed).toBeTruthy();
    await page.goto(`/publication/${discussed!.id}`);
    await page.getByRole('button', { name: 'Commentaires' }).first().click();
    const comments = page.getByRole('dialog', { name: /ommentaire/ });
    await comments.waitFor();
    const report = comments.getByRole('button', { name: 'Signaler' }).first();
    await report.waitFor();
    await report.click();
    await sendReport(page, 'Signaler le commentaire', 'Propos insultants', 'reports-comment-popup-mobile');
    await context.close();
  });
});

const OPERATOR = 'admindemo';

describe('the operator acts on a report', () => {
  it('a publication reported by a client is removed from the console and leaves the feed', async () => {
    const client = await journey.phone();
    const feed = await client.newPage();
    await logInOnPage(feed, DEMO.client);
    await feed.goto('/accueil');
    await cards(feed).nth(1).waitFor();
    const card = cards(feed).nth(1);
    const publicationId = await card.getAttribute('data-publication-id');
    await card.getByRole('button', { name: 'Options de la publication' }).click();
    await card.getByRole('menuitem', { name: 'Signaler' }).click();
    await sendReport(feed, 'Signaler la publication', 'Faux produits, arnaque');

    // The operator, on a phone: the queue, the card of that publication, 'Retirer'.
    const { context: operatorContext, page } = await journey.newPage({ as: OPERATOR });
    await page.goto('/admin');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Signalements/ })
      .waitFor();
    await page
      .getByText(/contenus? signalés?/)
      .first()
      .waitFor();
    await screenshot(page, 'reports-admin-overview-mobile');
    await page.goto('/admin/signalements');
    const reported = page
      .getByTestId('admin-report')
      .filter({ has: page.locator(`a[href="/publication/${publicationId}"]`) });
    await reported.waitFor();
    await reported.getByText('Faux produits, arnaque').waitFor();
    await reported.scrollIntoViewIfNeeded();
    await screenshot(page, 'reports-admin-queue-mobile');
    await expectNoSeriousA11yViolations(page);
    await reported.getByRole('button', { name: 'Retirer' }).click();
    const remove = page.getByRole('dialog', { name: 'Retirer le contenu' });
    await remove
      .getByLabel('Raison (obligatoire, inscrite au journal)')
      .fill('Contrefaçon signalée et vérifiée');
    await animationsDone(page);
    await screenshot(page, 'reports-admin-remove-dialog-mobile');
    await remove.getByRole('button', { name: 'Retirer' }).click();
    await confirmPin(page, '1234');
    await page.getByRole('status').filter({ hasText: 'Contenu retiré' }).waitFor();
    await reported.waitFor({ state: 'detached' });

    // Decided: under 'Traités'.
    await page.getByRole('tab', { name: 'Traités' }).click();
    const decided = page.getByTestId('admin-report').filter({ hasText: 'Faux produits, arnaque' });
    await decided.getByText('Contenu retiré').waitFor();
    await screenshot(page, 'reports-admin-resolved-mobile');

    // The client's feed no longer has it, and its link leads nowhere.
    await feed.reload();
    await cards(feed).first().waitFor();
    expect(await feed.locator(`article[data-publication-id="${publicationId}"]`).count()).toBe(0);
    const link = await feed.evaluate(
      async (id) => (await fetch(`/api/Publication/${id}`)).status,
      publicationId,
    );
    expect(link).toBe(404);
    await screenshot(feed, 'reports-feed-after-removal-mobile');
    await client.close();
    await operatorContext.close();
  });

  it('shows the queue beside the menu on a desktop', async () => {
    const { context, page } = await journey.newPage({ as: OPERATOR, desktop: true });
    await page.goto('/admin/signalements');
    await page.getByTestId('admin-report').first().waitFor();
    await screenshot(page, 'reports-admin-queue-desktop');
    await context.close();
  });
});

describe('a suspended account', () => {
  it('leaves for the login page, which says why, the moment an operator suspends it', async () => {
    const account = await createAccount(journey.server, {
      email: 'awa.suspendue@sugu.ml',
      username: 'awasuspendue',
      password: 'Sugu2026',
      phone: '76990011',
    });
    const { context, page } = await journey.newPage({ as: { email: account.email, password: 'Sugu2026' } });
    // Its live connection is up once the hub has answered the handshake.
    const socket = page.waitForEvent('websocket', (ws) => ws.url().includes('/chathub'));
    await page.goto('/accueil');
    await cards(page).first().waitFor();
    await (await socket).waitForEvent('framereceived');

    const operator = await journey.newPage({ as: OPERATOR });
    const cookie = await sessionCookie(operator.context);
    await postAs(journey.url, '/api/User/confirm-pin', cookie, { code: '1234' });
    await postAs(journey.url, `/api/Admin/users/${account.userId}/suspend`, cookie, {
      reason: 'Arnaques répétées signalées par des acheteurs',
    });

    await page.waitForURL('**/login');
    await page.getByRole('alert').filter({ hasText: 'Ce compte est suspendu' }).waitFor();
    await screenshot(page, 'reports-suspended-login-mobile');
    // The session is gone on the server too: logging in again is refused with the same words.
    await page.getByLabel("Email ou nom d'utilisateur").fill(account.email);
    await page.locator('input[type="password"]').fill('Sugu2026');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Ce compte est suspendu' }).waitFor();
    expect(page.url()).toContain('/login');
    await operator.context.close();
    await context.close();
  });
});
