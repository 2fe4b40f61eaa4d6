// Sign-up in 8 steps on a phone: step rules with the server's messages, back and forth, photo, server refusal.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { expectStep, next, sellerIdentity } from '../helpers/sign-up-steps';
import { useJourney } from '../journey';

const journey = useJourney();

/** A 64x64 PNG, decoded and re-encoded by the server like any photo. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAT0lEQVRo3u3PQQkAAAgEsEtgWoMY2Qi+hcEKLNXzWgQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQELgtGTCEATB/hZwAAAABJRU5ErkJggg==',
  'base64',
);

/** Screenshot once the 300 ms step fade is over. */
async function shot(page: Page, name: string) {
  await animationsDone(page);
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page, name);
}

async function expectError(page: Page, text: string) {
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toBe(text);
}

async function login(identifier: string, motDePasse: string) {
  return fetch(`${journey.url}/api/Auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: identifier, motDePasse }),
  });
}

describe('sign-up on a phone', () => {
  it('a Client goes through the 8 steps, fixes a rule error, adds a photo and lands on /login', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/signup');

    // 1. Role: Client is chosen by default.
    await expectStep(page, 1);
    await page.getByRole('heading', { name: 'Vous êtes ?' }).waitFor();
    expect(await page.getByRole('radio', { name: /Client/ }).isChecked()).toBe(true);
    await shot(page, 'signup-step-1');
    await next(page);

    // 2. Identity: an empty form is refused with the rule's message, then filled.
    await expectStep(page, 2);
    await next(page);
    await expectError(page, 'Veuillez remplir tous les champs');
    expect(await page.getByLabel('Nom', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Nom', { exact: true }).fill('Traoré');
    await page.getByLabel('Prénom').fill('Awa1');
    await page.getByText('Femme', { exact: true }).click();
    await next(page);
    await expectError(page, 'Le nom ne doit contenir que des lettres, espaces ou tirets');
    expect(await page.getByLabel('Prénom').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Prénom').fill('Awa');
    await shot(page, 'signup-step-2');
    await next(page);

    // 3. Location: Mali by default, Malian cities suggested.
    await expectStep(page, 3);
    expect(await page.getByLabel('Pays').inputValue()).toBe('ML');
    expect(await page.locator('#signup-cities option').count()).toBe(25);
    await page.getByLabel('Ville').fill('Bamako');
    await page.getByLabel('Quartier').fill('Hippodrome');
    await shot(page, 'signup-step-3');
    await next(page);

    // 4. Contact: the dial code of Mali, a too short number, then a good one and an operator.
    await expectStep(page, 4);
    expect(await page.locator('.phone-input__prefix').textContent()).toContain('+223');
    await page.getByLabel('Téléphone').fill('7612');
    await next(page);
    await expectError(page, 'Le numéro doit contenir au moins 8 chiffres');
    expect(await page.getByLabel('Téléphone').getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'signup-step-4-error');
    await page.getByLabel('Téléphone').fill('76123456');
    expect(await page.getByLabel('Téléphone').getAttribute('aria-invalid')).toBeNull();
    await next(page);
    await expectError(page, 'Veuillez sélectionner un opérateur');
    await page.getByText('Orange', { exact: true }).click();

    // Going back keeps what was typed.
    await page.getByRole('button', { name: 'Retour' }).click();
    await expectStep(page, 3);
    expect(await page.getByLabel('Ville').inputValue()).toBe('Bamako');
    expect(await page.getByLabel('Quartier').inputValue()).toBe('Hippodrome');
    await next(page);
    await expectStep(page, 4);
    expect(await page.getByLabel('Téléphone').inputValue()).toBe('76123456');
    expect(await page.getByRole('radio', { name: 'Orange' }).isChecked()).toBe(true);
    await shot(page, 'signup-step-4');
    await next(page);

    // 5. Credentials: the username is lowercased as typed; passwords must match.
    await expectStep(page, 5);
    await page.getByLabel("Nom d'utilisateur").pressSequentially('AwaTraore');
    expect(await page.getByLabel("Nom d'utilisateur").inputValue()).toBe('awatraore');
    await page.getByLabel('Email').fill('awa@example.ml');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Bamako2024');
    await page.getByLabel('Confirmer le mot de passe').fill('Bamako2025');
    await next(page);
    await expectError(page, 'Les mots de passe ne correspondent pas');
    await page.getByLabel('Confirmer le mot de passe').fill('Bamako2024');
    await page.getByRole('button', { name: 'Afficher le mot de passe' }).first().click();
    expect(await page.getByLabel('Mot de passe', { exact: true }).getAttribute('type')).toBe('text');
    await shot(page, 'signup-step-5');
    await next(page);

    // 6. PIN: digits only, masked, 4 of them.
    await expectStep(page, 6);
    const pin = page.getByLabel('Code PIN', { exact: true });
    expect(await pin.getAttribute('type')).toBe('password');
    expect(await pin.getAttribute('inputmode')).toBe('numeric');
    await pin.pressSequentially('12a');
    expect(await pin.inputValue()).toBe('12');
    await next(page);
    await expectError(page, 'Le code PIN doit contenir exactement 4 chiffres');
    await pin.fill('1234');
    await page.getByLabel('Confirmer le code PIN').fill('1234');
    await shot(page, 'signup-step-6');
    await next(page);

    // 7. Photo: 'Ignorer' without a file, 'Terminer' with one, with a preview.
    await expectStep(page, 7);
    await page.getByRole('button', { name: 'Ignorer' }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'awa.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await page.getByRole('img', { name: 'Aperçu de la photo de profil' }).waitFor();
    await shot(page, 'signup-step-7');
    await page.getByRole('button', { name: 'Terminer' }).click();

    // 8. Welcome, then the login page on its own.
    await page.getByRole('heading', { name: 'Votre inscription est terminée ! Bienvenue' }).waitFor();
    await expectStep(page, 8);
    await shot(page, 'signup-step-8');
    await page.waitForURL('**/login', { timeout: 10_000 });
    await page.getByRole('button', { name: 'Se connecter', exact: true }).waitFor();

    // The server kept every field of the form.
    const res = await login('awatraore', 'Bamako2024');
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({
      email: 'awa@example.ml',
      role: 'Client',
      name: 'Traoré',
      firstName: 'Awa',
      gender: 'Femme',
      country: 'ML',
      city: 'Bamako',
      area: 'Hippodrome',
      phone: '76123456',
      dialCode: '+223',
      operator: 'Orange',
    });
    expect(user.profilePictureUrl).toMatch(/^\/media\/.+\.webp$/);
    await context.close();
  });

  it('a Vendeur whose email is taken goes back one step, fixes it, logs in with the username and must set up a shop', async () => {
    const taken = new FormData();
    for (const [k, v] of Object.entries({
      role: 'Client',
      name: 'Keita',
      firstName: 'Fanta',
      gender: 'Femme',
      country: 'ML',
      city: 'Kayes',
      area: 'Centre',
      phone: '66112233',
      operator: 'Moov Africa',
      username: 'fantak',
      email: 'moussa@example.ml',
      password: 'Kayes2024',
      confirmPassword: 'Kayes2024',
      pin: '4321',
      confirmPin: '4321',
    }))
      taken.append(k, v);
    expect((await fetch(`${journey.url}/api/User/ajout`, { method: 'POST', body: taken })).status).toBe(201);

    const { context, page } = await journey.newPage();
    await page.goto('/signup');
    await sellerIdentity(page, 'Diarra', 'Moussa');
    await page.getByLabel('Ville').fill('Ségou');
    await page.getByLabel('Quartier').fill('Médine');
    await next(page);

    await expectStep(page, 4);
    await page.getByLabel('Téléphone').fill('70 11 22 33');
    await page.getByText('Moov Africa', { exact: true }).click();
    await next(page);

    await expectStep(page, 5);
    await page.getByLabel("Nom d'utilisateur").fill('moussadiarra');
    await page.getByLabel('Email').fill('moussa@example.ml');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Segou2024');
    await page.getByLabel('Confirmer le mot de passe').fill('Segou2024');
    await next(page);

    await expectStep(page, 6);
    await page.getByLabel('Code PIN', { exact: true }).fill('2468');
    await page.getByLabel('Confirmer le code PIN').fill('2468');
    await next(page);

    // The server refuses the email: the step that holds it opens, the message under the field.
    await expectStep(page, 7);
    await page.getByRole('button', { name: 'Ignorer' }).click();
    await expectStep(page, 5);
    await expectError(page, 'Cette adresse e-mail est déjà utilisée');
    const email = page.getByLabel('Email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const errorId = await email.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(
      'Cette adresse e-mail est déjà utilisée',
    );
    await shot(page, 'signup-server-error');

    // Nothing typed is lost.
    expect(await page.getByLabel("Nom d'utilisateur").inputValue()).toBe('moussadiarra');
    await page.getByLabel('Email').fill('moussa.diarra@example.ml');
    await next(page);
    await expectStep(page, 6);
    await next(page);
    await expectStep(page, 7);
    await page.getByRole('button', { name: 'Ignorer' }).click();

    await page.getByRole('heading', { name: 'Votre inscription est terminée ! Bienvenue' }).waitFor();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL('**/login');

    await page.getByLabel("Email ou nom d'utilisateur").fill('moussadiarra');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Segou2024');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL('**/configuration-boutique');

    // Any other page sends a Vendeur without a shop back to the shop setup.
    await page.goto('/accueil');
    await page.waitForURL('**/configuration-boutique');
    expect(new URL(page.url()).pathname).toBe('/configuration-boutique');
    await context.close();
  });
});
