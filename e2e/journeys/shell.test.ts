import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useJourney } from '../journey';

const journey = useJourney();

describe('app shell on a phone', () => {
  it('shows the bottom navigation and says plainly when a page does not exist', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/page-inconnue');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const label of ['Accueil', 'Boutique', 'Portefeuille', 'Messages', 'Profil']) {
      await expect(nav.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await screenshot(page, 'shell-not-found-mobile');
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
