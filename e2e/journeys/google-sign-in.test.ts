// Google sign-in on a phone, against a local OpenID provider standing in for Google: the login page's button,
// the provider's round trip, /oauth-success, then home with a working session.
import { type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { useJourney } from '../journey';

let atGoogle: Record<string, unknown> = {
  sub: 'google-aminata',
  email: 'aminata.keita@gmail.com',
  email_verified: true,
  given_name: 'Aminata',
  family_name: 'Keïta',
};

const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
// The person "at Google": every token the provider signs is about her.
provider.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, atGoogle));
afterAll(() => provider.stop());

const journey = useJourney({
  env: {
    OIDC_ISSUER: provider.issuer.url as string,
    GOOGLE_CLIENT_ID: 'sugu-e2e',
    GOOGLE_CLIENT_SECRET: 'e2e-secret',
  },
});

describe('Google sign-in on a phone', () => {
  it('goes from the login page through Google to home, signed in', async () => {
    const context = await journey.phone();
    const page = await context.newPage();
    // Hold the user lookup of /oauth-success so its waiting screen can be seen, then let it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/User/session', async (route) => {
      if (new URL(page.url()).pathname === '/oauth-success') await held;
      await route.continue();
    });

    await page.goto('/login');
    await page.getByRole('link', { name: 'Se connecter avec Google' }).click();

    await page.getByText('Connexion en cours...').waitFor();
    const landing = new URL(page.url());
    expect(landing.pathname).toBe('/oauth-success');
    expect(landing.searchParams.get('role')).toBe('Client');
    const userId = landing.searchParams.get('userId');
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    await screenshot(page, 'google-sign-in-oauth-success-mobile');
    release();

    await page.waitForURL('**/accueil');
    const stored = await page.evaluate(() => ({
      userId: localStorage.getItem('userId'),
      role: localStorage.getItem('role'),
    }));
    expect(stored).toEqual({ userId, role: 'Client' });

    // The session cookie works for the page's own API calls, and survives a reload.
    await page.reload();
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/User/me', { credentials: 'include' });
      return { status: res.status, body: await res.json() };
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      id: userId,
      email: 'aminata.keita@gmail.com',
      role: 'Client',
      firstName: 'Aminata',
      name: 'Keïta',
      isEmailVerified: true,
    });
    await screenshot(page, 'google-sign-in-home-mobile');
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('links a seller who signed up with a password, and sends her to shop setup since she has no shop', async () => {
    const form = new FormData();
    const fields = {
      role: 'Vendeur',
      name: 'Coulibaly',
      firstName: 'Mariam',
      gender: 'Femme',
      country: 'ML',
      city: 'Ségou',
      area: 'Médine',
      phone: '76543210',
      operator: 'Orange',
      username: 'mariamc',
      email: 'mariam.coulibaly@gmail.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      pin: '1234',
      confirmPin: '1234',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const signUp = await fetch(`${journey.url}/api/User/ajout`, { method: 'POST', body: form });
    expect(signUp.status).toBe(201);
    const { userId } = (await signUp.json()) as { userId: string };
    atGoogle = { sub: 'google-mariam', email: 'mariam.coulibaly@gmail.com', email_verified: true };

    const { context, page } = await journey.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Se connecter avec Google' }).click();
    await page.waitForURL('**/configuration-boutique');
    const stored = await page.evaluate(() => [localStorage.getItem('userId'), localStorage.getItem('role')]);
    expect(stored).toEqual([userId, 'Vendeur']);
    const me = await page.evaluate(async () => (await fetch('/api/User/me')).json());
    expect(me).toMatchObject({ id: userId, username: 'mariamc', role: 'Vendeur', shop: null });
    await context.close();
  });

  it('sends a return without user information back to the login page with its message', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/oauth-success?role=Client');
    await page.waitForURL('**/login?error=missing_user_info');
    await page.getByText('Informations de connexion manquantes. Veuillez vous reconnecter.').waitFor();
    await context.close();
  });
});
