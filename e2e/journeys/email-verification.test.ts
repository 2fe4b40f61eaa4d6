import { describe, expect, it } from 'vitest';
import { screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { logIn, signUp } from '../helpers/session';
import { useJourney } from '../journey';

const journey = useJourney();

const PASSWORD = 'Motdepasse1';

/** A new Client through the API, as the sign-up form sends it. */
function signUpClient(username: string, email: string) {
  return signUp(journey.server, {
    name: 'Traoré',
    firstName: 'Awa',
    email,
    password: PASSWORD,
    username,
    pin: '1234',
    confirmPin: '1234',
    dialCode: '+223',
  });
}

async function loggedInPhone(email: string) {
  const context = await journey.phone();
  await logIn(context, email, PASSWORD);
  return context;
}

describe('email verification on a phone', () => {
  it('asks a new user for the mailed code on /accueil and verifies the address', async () => {
    const username = `awa${Date.now().toString(36)}`;
    const email = `${username}@exemple.ml`;
    await signUpClient(username, email);

    const context = await loggedInPhone(email);
    const page = await context.newPage();
    await page.goto('/accueil');
    const dialog = page.getByRole('dialog', { name: 'Vérifiez votre e-mail' });
    await dialog.waitFor();
    await dialog.getByText('Nous avons envoyé un code à 5 chiffres à').waitFor();
    await expect(dialog.getByText(email).isVisible()).resolves.toBe(true);
    await dialog.getByText(/^Le code expire dans (10:00|9:5\d)$/).waitFor();
    const resend = dialog.getByRole('button', { name: /^Renvoyer le code dans (1:5\d|2:00)$/ });
    await expect(resend.isDisabled()).resolves.toBe(true);
    // No way around it: no close button.
    await expect(dialog.getByRole('button', { name: 'Fermer' }).count()).resolves.toBe(0);
    await screenshot(page, 'email-verification-popup-mobile');
    await expectNoSeriousA11yViolations(page);

    const input = dialog.getByLabel('Code de vérification');
    await expect(input.getAttribute('inputmode')).resolves.toBe('numeric');
    await expect(input.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await input.fill('123');
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await dialog.getByRole('alert').getByText('Veuillez entrer un code valide.').waitFor();

    // The code, read where a developer reads it: the dev mailbox page.
    const mailbox = await context.newPage();
    await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await mailbox.getByRole('heading', { name: 'Votre code de vérification Sugu' }).waitFor();
    const code = (await mailbox.locator('.mail mark').first().textContent()) ?? '';
    expect(code).toMatch(/^\d{5}$/);
    await screenshot(mailbox, 'dev-mailbox-mobile');
    await expectNoSeriousA11yViolations(mailbox);
    await mailbox.close();

    const wrong = String((Number(code) + 1) % 100000).padStart(5, '0');
    await input.fill(wrong);
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await dialog.getByRole('alert').getByText('Code de vérification invalide ou expiré').waitFor();
    await screenshot(page, 'email-verification-popup-error-mobile');
    await expectNoSeriousA11yViolations(page);

    await input.fill(code);
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Vérifier' }).click();
    await dialog.getByText('Adresse e-mail vérifiée').waitFor();
    await screenshot(page, 'email-verification-popup-success-mobile');
    await reloaded;

    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: 'Vérifiez votre e-mail' }).count()).resolves.toBe(0);
    const me = await context.request.get('/api/User/me');
    expect((await me.json()).isEmailVerified).toBe(true);
    await context.close();
  });

  it("offers to resend after 2 minutes and says 'Code expiré' after 10", async () => {
    const username = `moussa${Date.now().toString(36)}`;
    const email = `${username}@exemple.ml`;
    await signUpClient(username, email);
    const context = await loggedInPhone(email);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/accueil');
    const dialog = page.getByRole('dialog', { name: 'Vérifiez votre e-mail' });
    await dialog.getByText('Le code expire dans 10:00').waitFor();

    await page.clock.fastForward('02:01');
    const resend = dialog.getByRole('button', { name: 'Renvoyer le code', exact: true });
    await resend.waitFor();
    await expect(resend.isEnabled()).resolves.toBe(true);

    await page.clock.fastForward('08:00');
    await dialog.getByText('Code expiré', { exact: true }).waitFor();
    const newCode = dialog.getByRole('button', { name: 'Obtenir un nouveau code' });
    await expect(newCode.isEnabled()).resolves.toBe(true);
    await expect(dialog.getByLabel('Code de vérification').isDisabled()).resolves.toBe(true);
    await screenshot(page, 'email-verification-popup-expired-mobile');
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it('holds the user on every page, reuses the pending code, and offers a way out', async () => {
    const stamp = Date.now().toString(36);
    const email = `fanta${stamp}@exemple.ml`;
    await signUpClient(`fanta${stamp}`, email);
    await signUpClient(`other${stamp}`, `other${stamp}@exemple.ml`);
    const context = await loggedInPhone(email);
    const page = await context.newPage();
    const mails = async (to: string) =>
      (await (await context.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()).messages
        .length as number;

    // Not /accueil alone: the shop page holds an unverified user too.
    await page.goto('/boutique');
    const dialog = page.getByRole('dialog', { name: 'Vérifiez votre e-mail' });
    await dialog.getByText('Nous avons envoyé un code à 5 chiffres à').waitFor();
    // A second visit shows the code already sent instead of mailing another one.
    await page.goto('/accueil');
    await dialog.getByText('Un code vous a déjà été envoyé à').waitFor();
    expect(await mails(email)).toBe(1);

    await dialog.getByRole('button', { name: "Changer d'adresse e-mail" }).click();
    const change = page.getByRole('dialog', { name: "Changer d'adresse e-mail" });
    const field = change.getByLabel('Nouvelle adresse e-mail');
    await field.fill(`other${stamp}@exemple.ml`);
    await change.getByRole('button', { name: 'Envoyer le code' }).click();
    await change.getByRole('alert').getByText('Cette adresse e-mail est déjà utilisée').waitFor();
    await screenshot(page, 'email-verification-change-mobile');
    await expectNoSeriousA11yViolations(page);
    const fixed = `fanta.${stamp}@exemple.ml`;
    await field.fill(fixed);
    await change.getByRole('button', { name: 'Envoyer le code' }).click();
    await dialog.getByText('Nous avons envoyé un code à 5 chiffres à').waitFor();
    await dialog.getByText(fixed).waitFor();
    expect(await mails(fixed)).toBe(1);
    expect((await (await context.request.get('/api/User/me')).json()).email).toBe(fixed);

    await dialog.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    expect((await context.request.get('/api/User/me')).status()).toBe(401);
    await context.close();
  });
});
