// The settings page /profil on a phone: edit and security behind the four-box PIN modal (a wrong PIN reads
// 'Code PIN incorrect'), a profile change and preferences that persist after a reload, the profile picture,
// logout; and the desktop layout.
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { type Account, createAccount, typePin } from '../helpers/session';
import { useJourney } from '../journey';

const journey = useJourney();

let user: Account;

/** A 64x64 PNG, decoded and re-encoded by the server like any photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAT0lEQVRo3u3PQQkAAAgEsEtgWoMY2Qi+hcEKLNXzWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQELgtGTCEATB/hZwAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  user = await createAccount(journey.server, {
    username: 'awad',
    // Not awa@example.ml: the sign-up journey types that one, maybe on the same server.
    email: 'awa.diarra@example.ml',
    password: 'Segou2026',
    // The rest is helpers/session.ts's defaults: the profile reads 'Bamako, Hamdallaye'.
  });
});

describe('settings on a phone', () => {
  it('guards the edit with the PIN, saves only what changed, and keeps preferences', async () => {
    const { context, page } = await journey.newPage({ as: user });
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT') writes.push(`${new URL(r.url()).pathname} ${r.postData() ?? ''}`);
    });
    await page.goto('/profil');
    await page.getByText('awad', { exact: true }).waitFor();
    await page.getByText('Bamako, Hamdallaye').waitFor();
    await page.getByText('Version 1.1.0').waitFor();
    await page.getByRole('button', { name: 'Changer la photo de profil' }).waitFor();
    await screenshot(page, 'settings-mobile');

    // A wrong PIN: the text, the digits cleared, the focus back on the first box.
    await page.getByRole('button', { name: /Modifier mon profil/ }).click();
    const modal = page.getByRole('dialog', { name: 'Code PIN' });
    await modal.waitFor();
    await typePin(page, '1111');
    await modal.getByRole('button', { name: 'Valider' }).click();
    expect(await modal.getByRole('alert').textContent()).toBe('Code PIN incorrect');
    for (let i = 1; i <= 4; i++)
      expect(await page.getByLabel(`Chiffre ${i} du code PIN`).inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Chiffre 1 du code PIN',
    );
    await screenshot(page, 'settings-pin-incorrect');

    await typePin(page, '2468');
    await modal.getByRole('button', { name: 'Valider' }).click();
    await page.getByRole('heading', { name: 'Modifier mon profil' }).waitFor();
    expect(await page.getByLabel("Nom d'utilisateur").getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('E-mail').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Téléphone').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Ville').fill('Ségou');
    await screenshot(page, 'settings-edit-mobile');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('button', { name: 'Enregistrement...' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Profil mis à jour' }).waitFor();
    expect(writes).toEqual(['/api/User/modifier/me {"city":"Ségou"}']);
    await page.reload();
    await page.getByText('Ségou, Hamdallaye').waitFor();

    // Nothing changed: nothing sent.
    await page.getByRole('button', { name: /Modifier mon profil/ }).click();
    await typePin(page, '2468');
    await modal.getByRole('button', { name: 'Valider' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').filter({ hasText: 'Aucune modification à enregistrer' }).waitFor();
    expect(writes).toHaveLength(1);

    // Notifications: no PIN by default; the change persists.
    await page.getByRole('button', { name: /Notifications/ }).click();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    const promotions = page.getByRole('switch', { name: /Promotions/ });
    expect(await promotions.isChecked()).toBe(true);
    await promotions.click();
    await screenshot(page, 'settings-notifications-mobile');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').filter({ hasText: 'Préférences mises à jour' }).waitFor();
    expect(writes[1]).toBe('/api/EditParam/me {"promotionNotif":false}');
    await page.reload();
    await page.getByRole('button', { name: /Notifications/ }).click();
    expect(await page.getByRole('switch', { name: /Promotions/ }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Retour' }).click();

    // Security, behind the PIN.
    await page.getByRole('button', { name: /Sécurité/ }).click();
    await typePin(page, '2468');
    await modal.getByRole('button', { name: 'Valider' }).click();
    await page.getByRole('heading', { name: 'Sécurité' }).waitFor();
    await page.getByRole('switch', { name: /Double authentification des retraits/ }).click();
    await screenshot(page, 'settings-security-mobile');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').filter({ hasText: 'Préférences mises à jour' }).waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/User/me')).json());
    expect(me).toMatchObject({ city: 'Ségou', promotionNotif: false, twoFactorCashOut: true });

    // 'Mon portefeuille' leads to the wallet.
    await page.getByRole('button', { name: /Mon portefeuille/ }).click();
    await page.waitForURL('**/portefeuille');
    await page.goBack();

    // The profile picture: sent as `file`, then the page reloads with it.
    await page.getByRole('button', { name: 'Changer la photo de profil' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Changer la photo de profil' }).click();
    await (await chooser).setFiles({ name: 'moi.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Photo de profil' }).waitFor();

    // Logout: /login after 1.5 s.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByText('Vous êtes déconnecté').waitFor();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('lays /profil out on a desktop', async () => {
    const { context, page } = await journey.newPage({ as: user, desktop: true });
    await page.goto('/profil');
    await page.getByText('Version 1.1.0').waitFor();
    await screenshot(page, 'settings-desktop');
    await context.close();
  });
});
