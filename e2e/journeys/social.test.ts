// Notifications and comments with the demo data: the bell's count, the notifications page (tabs, 10 then
// 'Charger plus', tap → link and read after reload, closing marks the rest read), and the comments popup.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { DEMO, logInOnPage } from '../helpers/session';
import { useJourney } from '../journey';

// Its own demo server: it reads and marks the demo's notifications, comments and reacts.
const journey = useJourney({ seed: true, own: true });

interface Notif {
  id: string;
  type: string;
  title: string;
  link: string | null;
  isRead: boolean;
}

async function myNotifications(page: Page): Promise<{ items: Notif[]; unreadCount: number }> {
  return page.evaluate(async () => {
    const res = await fetch('/api/Notification/my-notifications?limit=100');
    return res.json();
  });
}

const rows = (page: Page) => page.getByTestId('notification');
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('notifications page on a phone', () => {
  it('shows the unread count, the tabs, 10 then 20 more, and follows a tapped notification', async () => {
    const { context, page } = await journey.newPage();
    await logInOnPage(page, DEMO.seller);
    const before = await myNotifications(page);
    expect(before.unreadCount).toBeGreaterThan(0);
    expect(before.items.length).toBeGreaterThan(10);

    await page.goto('/accueil');
    const badge = page.getByTestId('notification-badge');
    await badge.waitFor();
    expect(await badge.textContent()).toBe(String(before.unreadCount));
    expect(await bell(page).getAttribute('aria-label')).toBe(
      `Notifications, ${before.unreadCount} non lue${before.unreadCount > 1 ? 's' : ''}`,
    );

    await bell(page).click();
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await dialog.waitFor();
    await page.getByRole('tab', { name: 'Tout' }).waitFor();
    const unreadTab = page.getByRole('tab', { name: `Non lues (${before.unreadCount})` });
    await unreadTab.waitFor();
    await rows(page).first().waitFor();
    expect(await rows(page).count()).toBe(10);
    // Newest first, as the server lists them.
    const titles = await rows(page).locator('.notif__title').allTextContents();
    expect(titles).toEqual(before.items.slice(0, 10).map((n) => n.title));
    await screenshot(page, 'social-notifications-mobile');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Charger plus' }).click();
    await expect.poll(() => rows(page).count()).toBe(Math.min(30, before.items.length));

    await unreadTab.click();
    const unreadShown = Math.min(10, before.unreadCount);
    await expect.poll(() => rows(page).count()).toBe(unreadShown);
    expect(await page.locator('.notif--unread').count()).toBe(unreadShown);
    await screenshot(page, 'social-notifications-unread');
    await expectNoSeriousA11yViolations(page);

    // Tapping one marks it read and follows its link (or the default of its type).
    const target = before.items.find((n) => !n.isRead);
    if (!target) throw new Error('no unread notification');
    await rows(page).first().click();
    const expectedPath = target.link ?? defaultPath(target.type);
    await page.waitForURL((url) => url.pathname === expectedPath);
    const afterTap = await myNotifications(page);
    expect(afterTap.items.find((n) => n.id === target.id)?.isRead).toBe(true);
    expect(afterTap.unreadCount).toBe(before.unreadCount - 1);

    // After a reload of /accueil it stays read, and the bell says one fewer.
    await page.goto('/accueil');
    await page.reload();
    await badge.waitFor();
    expect(await badge.textContent()).toBe(String(before.unreadCount - 1));
    await bell(page).click();
    await page.getByRole('tab', { name: `Non lues (${before.unreadCount - 1})` }).waitFor();
    await rows(page).first().waitFor();
    const index = before.items.findIndex((n) => n.id === target.id);
    expect(index).toBeLessThan(10);
    expect(await rows(page).nth(index).getAttribute('class')).toBe('notif');
    expect(await page.locator('.notif--unread').count()).toBe(
      before.items.slice(0, 10).filter((n) => !n.isRead).length - 1,
    );

    // Closing the page marks the unread ones read: the bell's badge goes.
    await page.getByRole('button', { name: 'Fermer les notifications' }).click();
    await dialog.waitFor({ state: 'detached' });
    await badge.waitFor({ state: 'detached' });
    expect((await myNotifications(page)).unreadCount).toBe(0);
    await page.reload();
    await bell(page).waitFor();
    expect(await badge.count()).toBe(0);
    await context.close();
  });

  it('shows the empty state to an account without notifications', async () => {
    const { context, page } = await journey.newPage();
    await logInOnPage(page, DEMO.client);
    // Read everything first, through the API.
    const { items } = await myNotifications(page);
    await page.evaluate(
      async (ids) => {
        await fetch('/api/Notification/mark-read', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ NotifIds: ids }),
        });
      },
      items.map((n) => n.id),
    );
    await page.goto('/accueil');
    await bell(page).click();
    await page.getByRole('tab', { name: 'Non lues (0)' }).click();
    await page.getByText('Aucune notification', { exact: true }).waitFor();
    await page.getByText('Vous êtes à jour !', { exact: true }).waitFor();
    await screenshot(page, 'social-notifications-empty');
    await expectNoSeriousA11yViolations(page);
    // The phone's back button closes the panel and stays on /accueil.
    await page.goBack();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/accueil');
    await context.close();
  });
});

interface FeedItem {
  id: string;
  publicationType: string;
  totalComments: number;
}

async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      return res.json();
    },
    { method, path, body },
  );
}

describe('comments popup on a phone', () => {
  it('scrolls through pages, posts a comment, reacts, replies and deletes', async () => {
    const { context, page } = await journey.newPage();
    await logInOnPage(page, DEMO.client);
    const feed = await api<{ items: FeedItem[] }>(page, 'GET', '/api/Publication?limit=50');
    const index = feed.items.findIndex((p) => p.publicationType === 'libre');
    expect(index).toBeGreaterThanOrEqual(0);
    const publication = feed.items[index] as FeedItem;
    // Enough comments for a second page of 25.
    for (let i = 1; i <= 27; i++) {
      await api(page, 'POST', '/api/Comment/create', {
        content: `Commentaire automatique ${i}`,
        publicationId: publication.id,
      });
    }
    const { totalCount } = await api<{ totalCount: number }>(
      page,
      'GET',
      `/api/Comment/pub/${publication.id}?page=1&pageSize=25`,
    );
    let total = publication.totalComments + 27;

    await page.goto('/accueil');
    const card = page.locator('article.pub-card').nth(index);
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();
    const stats = card.getByTestId('publication-stats');
    expect(await stats.textContent()).toContain(`${total} commentaires`);
    await card.getByRole('button', { name: 'Commentaires', exact: true }).click();
    await page.getByRole('dialog', { name: `Commentaires (${total})` }).waitFor();
    // The title follows the count: the rest of the journey finds the popup by its prefix.
    const dialog = page.getByRole('dialog', { name: /^Commentaires/ });
    const threads = dialog.getByTestId('comment');
    await threads.first().waitFor();
    expect(await threads.count()).toBe(25);
    expect(await threads.first().locator('.comment__text').textContent()).toBe('Commentaire automatique 27');
    await screenshot(page, 'social-comments-mobile');
    await expectNoSeriousA11yViolations(page);

    // Infinite scroll: the second page arrives when the end of the list shows.
    await threads.last().scrollIntoViewIfNeeded();
    await expect.poll(() => threads.count(), { timeout: 10_000 }).toBe(totalCount);

    // Whitespace cannot be sent; Enter sends the comment, added on top from the server's answer.
    const field = dialog.getByPlaceholder('Ajouter un commentaire...');
    const send = dialog.getByRole('button', { name: 'Envoyer' }).last();
    await field.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await field.fill('Super qualité, je recommande !');
    await field.press('Enter');
    total += 1;
    await page.getByRole('dialog', { name: `Commentaires (${total})` }).waitFor();
    const mine = threads.first();
    expect(await mine.locator('.comment__text').textContent()).toBe('Super qualité, je recommande !');
    expect(await mine.locator('.comment__author').textContent()).toBe('clientdemo');
    expect(await mine.locator('.comment__time').textContent()).toBe("à l'instant");
    expect(await field.inputValue()).toBe('');

    // A like, then a dislike that clears it.
    await mine.getByRole('button', { name: /^J'aime \d/ }).click();
    await expect.poll(() => mine.getByTestId('comment-likes').textContent()).toBe('1');
    expect(await mine.getByRole('button', { name: /^J'aime \d/ }).getAttribute('aria-pressed')).toBe('true');
    await mine.getByRole('button', { name: "Je n'aime pas" }).click();
    await expect.poll(() => mine.getByTestId('comment-dislikes').textContent()).toBe('1');
    expect(await mine.getByTestId('comment-likes').textContent()).toBe('0');

    // A reply, shown under the comment.
    await mine.getByRole('button', { name: 'Répondre' }).click();
    const replyField = dialog.getByPlaceholder('Répondre à clientdemo...');
    await replyField.fill('Livraison rapide en plus');
    await replyField.press('Enter');
    total += 1;
    await page.getByRole('dialog', { name: `Commentaires (${total})` }).waitFor();
    const replies = dialog.locator('.comment-thread').first().getByTestId('reply');
    expect(await replies.last().locator('.comment__text').textContent()).toBe('Livraison rapide en plus');
    await screenshot(page, 'social-comments-posted');
    await expectNoSeriousA11yViolations(page);

    // Only the author sees 'Supprimer'; deleting takes the reply along.
    const others = dialog.locator('.comment-thread').filter({ hasNotText: 'clientdemo' });
    expect(await others.getByRole('button', { name: 'Supprimer' }).count()).toBe(0);
    // A confirmation first; Escape closes it alone and keeps the comment.
    const confirm = page.getByRole('dialog', { name: 'Supprimer le commentaire ?' });
    await mine.getByRole('button', { name: 'Supprimer' }).first().click();
    await confirm.waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'social-comments-delete-confirm');
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: `Commentaires (${total})` }).waitFor();
    expect(await threads.first().locator('.comment__text').textContent()).toBe(
      'Super qualité, je recommande !',
    );
    await mine.getByRole('button', { name: 'Supprimer' }).first().click();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    total -= 2;
    await page.getByRole('dialog', { name: `Commentaires (${total})` }).waitFor();
    expect(await threads.first().locator('.comment__text').textContent()).not.toBe(
      'Super qualité, je recommande !',
    );

    // The card's count follows; after a reload it is the server's.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await stats.textContent()).toContain(`${total} commentaires`);
    await page.reload();
    await stats.waitFor();
    expect(await stats.textContent()).toContain(`${total} commentaires`);
    await context.close();
  });

  it('lets a guest read the comments and invites them to write', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/accueil');
    const card = page.locator('article.pub-card').first();
    await card.waitFor();
    await card.getByRole('button', { name: 'Commentaires', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Commentaires/ });
    await dialog.waitFor();
    await dialog.getByPlaceholder('Ajouter un commentaire...').click();
    await page.getByRole('dialog', { name: 'Rejoignez-nous...' }).waitFor();
    await screenshot(page, 'social-comments-guest');
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});

function defaultPath(type: string): string {
  if (type === 'Wallet') return '/portefeuille';
  if (['Purchase', 'PurchaseAccept', 'PurchaseRefuse'].includes(type)) return '/messages';
  if (type === 'NewRate') return '/profil-vendeur';
  return '/';
}
