// 'Signaler' everywhere on a phone (360x740) with the demo data: a publication from its card's three-dot
// menu, a shop from its page, a comment from the comments popup; one popup, the reason required, the
// server's thanks, and one report per person and thing.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { DEMO, logInOnPage } from '../helpers/session';
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
    expect(again).toMatchObject({ status: 200, body: { message: 'Vous avez déjà signalé ce contenu, merci' } });

    // A shop's page: 'Signaler' beside Partager.
    const shopHref = await card.locator('a.pub-card__shop').getAttribute('href');
    await page.goto(shopHref!);
    await page.getByRole('button', { name: 'Signaler' }).click();
    const shopDialog = page.getByRole('dialog', { name: 'Signaler la boutique' });
    await shopDialog.getByLabel('Pourquoi signalez-vous ce contenu ?').fill('Boutique qui ne livre jamais');
    await animationsDone(page);
    await screenshot(page, 'reports-shop-popup-mobile');
    await shopDialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await page.getByRole('status').filter({ hasText: 'Signalement envoyé, merci' }).waitFor();
    expect((await postReportAgain(page, 'shop', shopHref!.split('/').pop()!)).status).toBe(200);

    // A comment of someone else, in the comments popup of a publication that has some.
    const feed = await page.evaluate(async () => (await fetch('/api/Publication?limit=50')).json());
    const discussed = (feed.items as { id: string; totalComments: number }[]).find((p) => p.totalComments > 0);
    expect(discussed).toBeTruthy();
    await page.goto(`/publication/${discussed!.id}`);
    await page.getByRole('button', { name: 'Commentaires' }).first().click();
    const comments = page.getByRole('dialog', { name: /ommentaire/ });
    await comments.waitFor();
    const report = comments.getByRole('button', { name: 'Signaler' }).first();
    await report.waitFor();
    await report.click();
    const commentDialog = page.getByRole('dialog', { name: 'Signaler le commentaire' });
    await commentDialog.getByLabel('Pourquoi signalez-vous ce contenu ?').fill('Propos insultants');
    await animationsDone(page);
    await screenshot(page, 'reports-comment-popup-mobile');
    await commentDialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await page.getByRole('status').filter({ hasText: 'Signalement envoyé, merci' }).waitFor();
    await context.close();
  });
});
