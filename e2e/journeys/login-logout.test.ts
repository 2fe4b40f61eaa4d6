// Login failures and success, the settings page /profil, logout, and the guest's invite popup.
import type { Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { createAccount } from '../helpers/session';
import { useJourney } from '../journey';

const journey = useJourney();

beforeAll(async () => {
  await createAccount(journey.server, {
    role: 'Client',
    name: 'Coulibaly',
    firstName: 'Ibrahim',
    gender: 'Homme',
    city: 'Sikasso',
    area: 'Wayerma',
    phone: '76554433',
    operator: 'Telecel',
    username: 'ibrahimc',
    email: 'ibrahim@example.ml',
    password: 'Sikasso2024',
    pin: '1357',
    confirmPin: '1357',
  });
});

describe('login and logout on a phone', () => {
  it('refuses empty fields and a wrong password, logs in by email, shows /profil and logs out', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Se connecter', exact: true });
    await submit.waitFor();
    expect(await page.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/signup');
    // This server has no Google client: no button that leads nowhere.
    expect(await page.getByRole('link', { name: 'Se connecter avec Google' }).count()).toBe(0);
    await screenshot(page, 'login-mobile');
    await expectNoSeriousA11yViolations(page);

    await submit.click();
    expect(await page.getByRole('alert').textContent()).toBe('Veuillez remplir tous les champs');

    const identifier = page.getByLabel("Email ou nom d'utilisateur");
    const password = page.getByLabel('Mot de passe', { exact: true });
    await identifier.fill('ibrahim@example.ml');
    await password.fill('Sikasso2023');
    await submit.click();
    await page.getByText('Email ou mot de passe incorrect', { exact: true }).waitFor();
    // Only a real 401 blames the credentials: no server, a throttle or a fault say so.
    const honest: [(route: Route) => Promise<void>, string][] = [
      [(route) => route.abort('internetdisconnected'), 'Impossible de se connecter au serveur'],
      [
        (route) => route.fulfill({ status: 429, json: { message: 'x', code: 'too_many_requests' } }),
        'Trop de tentatives, réessayez plus tard',
      ],
      [
        (route) => route.fulfill({ status: 502, body: '<html>Bad gateway</html>' }),
        'Une erreur est survenue',
      ],
    ];
    for (const [answer, text] of honest) {
      await page.route('**/api/Auth/login', answer);
      await submit.click();
      await page.getByRole('alert').getByText(text, { exact: true }).waitFor();
      await page.unroute('**/api/Auth/login');
    }
    await screenshot(page, 'login-error');
    await expectNoSeriousA11yViolations(page);
    expect(new URL(page.url()).pathname).toBe('/login');

    // The show/hide toggle.
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await password.fill('Sikasso2024');
    await submit.click();
    await page.waitForURL('**/accueil');
    expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('Client');

    // Settings page of a Client.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByText('Profil').click();
    await page.waitForURL('**/profil');
    await page.getByText('ibrahimc', { exact: true }).waitFor();
    await page.getByText('Sikasso, Wayerma').waitFor();
    for (const entry of ['Modifier mon profil', 'Mon portefeuille', 'Notifications', 'Sécurité']) {
      await page.getByRole('button', { name: new RegExp(entry) }).waitFor();
    }
    // The sub-screens exist now (journeys/settings.test.ts); edit and security say they need the PIN.
    expect(await page.getByText('Bientôt disponible').count()).toBe(0);
    expect(await page.getByText('Code PIN requis').count()).toBe(2);
    expect(await page.getByText('Version 1.1.0').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Retourner à ma boutique' }).count()).toBe(0);
    await screenshot(page, 'profile-mobile');

    // Logout: a notice, then /login after 1.5 s; the session is gone on the server.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByText('Vous êtes déconnecté').waitFor();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('userId'))).toBeNull();
    const status = await page.evaluate(async () => (await fetch('/api/User/me')).status);
    expect(status).toBe(401);

    // A guest on /profil is invited to join; closing the invite goes to /accueil.
    await page.goto('/profil');
    const invite = page.getByRole('dialog', { name: 'Rejoignez-nous...' });
    await invite.waitFor();
    expect(await invite.getByRole('link', { name: "S'inscrire" }).getAttribute('href')).toBe('/signup');
    expect(await invite.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
    await screenshot(page, 'profile-guest-invite');
    await expectNoSeriousA11yViolations(page);
    await invite.getByRole('button', { name: 'Fermer' }).click();
    await page.waitForURL('**/accueil');
    await context.close();
  });

  it('logs in with the username and explains a failed Google sign-in', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/login?error=oauth_failed');
    await page.getByText('La connexion avec Google a échoué. Veuillez réessayer.').waitFor();
    await page.getByLabel("Email ou nom d'utilisateur").fill('IbrahimC');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Sikasso2024');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL('**/accueil');
    const me = await page.evaluate(async () => (await fetch('/api/User/me')).json());
    expect(me.username).toBe('ibrahimc');
    await context.close();
  });
});
