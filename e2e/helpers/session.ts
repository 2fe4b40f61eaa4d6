// Accounts and sessions for the journeys: one way to sign up, verify an email and log in, shared by every
// journey file (each used to carry its own copy).
import { randomInt } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from '../harness';

/** The demo seed's accounts (startServer({ SEED_DEMO: 'true' })). */
export const DEMO = { client: 'clientdemo', seller: 'vendeurdemo', password: 'Sugu2026' } as const;

export interface Account {
  email: string;
  username: string;
  password: string;
  /** `sugu_session=…`, for fetch calls made outside the browser. */
  cookie: string;
  userId: string;
}

type SignUpFields = Record<string, string> & { email: string; username: string; password: string };

const SIGN_UP_DEFAULTS = {
  role: 'Client',
  name: 'Traoré',
  firstName: 'Aminata',
  gender: 'Femme',
  country: 'ML',
  city: 'Bamako',
  area: 'Hamdallaye',
  phone: '76123456',
  operator: 'Orange',
  pin: '2468',
  confirmPin: '2468',
};

/** POST /api/User/ajout (multipart), as the sign-up form sends it; `fields` override the defaults. */
export async function signUp(server: RunningServer, fields: SignUpFields): Promise<{ userId: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...SIGN_UP_DEFAULTS, confirmPassword: fields.password, ...fields }))
    form.append(k, v);
  const res = await fetch(`${server.url}/api/User/ajout`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { userId: string };
}

/** Logs in through the API outside any browser; returns the session cookie. */
async function logInCookie(server: RunningServer, identifier: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/Auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: identifier, motDePasse: password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sugu_session='))
    ?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`login of ${identifier} failed: ${res.status}`);
  return cookie;
}

/** Logs in through the context's request API: the session cookie lands in the browser context. */
export async function logIn(
  context: BrowserContext,
  identifier: string,
  password: string = DEMO.password,
): Promise<void> {
  const res = await context.request.post('/api/Auth/login', {
    data: { email: identifier, motDePasse: password },
  });
  if (res.status() !== 200)
    throw new Error(`login of ${identifier} failed: ${res.status()} ${await res.text()}`);
}

/** Types a PIN in the four boxes of the PIN window (PinCode), one digit a box; the caller validates. */
export async function typePin(page: Page, pin: string): Promise<void> {
  for (const [i, digit] of [...pin].entries()) {
    await page.getByLabel(`Chiffre ${i + 1} du code PIN`).fill(digit);
  }
}

/** Confirms an action in the PIN window: waits for it, types `pin` and validates. */
export async function confirmPin(page: Page, pin: string): Promise<void> {
  const window = page.getByRole('dialog', { name: 'Code PIN' });
  await window.waitFor();
  await typePin(page, pin);
  await window.getByRole('button', { name: 'Valider' }).click();
}

/** Opens /accueil as a guest, then logs in (the page shows the guest view until it reloads or navigates). */
export async function logInOnPage(page: Page, identifier: string, password: string = DEMO.password) {
  await page.goto('/accueil');
  await logIn(page.context(), identifier, password);
}

/** The session cookie of a logged-in browser context, for fetch calls made outside the browser. */
export async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'sugu_session');
  if (!cookie) throw new Error('the context has no session');
  return `${cookie.name}=${cookie.value}`;
}

/** Verifies the address through the API and the dev mailbox, so the verification popup stays away. */
export async function verifyEmail(server: RunningServer, cookie: string, email: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/Verification/send-code', { email });
  if (!sent.ok) throw new Error(`send-code failed: ${sent.status} ${await sent.text()}`);
  const box = (await (
    await fetch(`${server.url}/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { text: string }[] };
  const code = box.messages[0]?.text.match(/\b\d{5}\b/)?.[0];
  if (!code) throw new Error('no verification code in the dev mailbox');
  const verified = await post('/api/Verification/verify-code', { email, code });
  if (!verified.ok) throw new Error(`verify-code failed: ${verified.status} ${await verified.text()}`);
}

/** The code of the last SMS the dev outbox (SMS_PROVIDER=outbox) holds for the E.164 number `to`. */
export async function lastSmsCode(server: RunningServer, to: string): Promise<string> {
  const box = (await (await fetch(`${server.url}/api/dev/sms`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const code = box.messages.find((m) => m.to === to)?.text.match(/\b\d{5}\b/)?.[0];
  if (!code) throw new Error(`no SMS code for ${to} in the dev outbox`);
  return code;
}

/** Verifies the account's phone through the API and the dev SMS outbox (a seller's gate before accepting). */
async function verifyPhone(server: RunningServer, cookie: string, to: string): Promise<void> {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/Verification/phone/send-code', {});
  if (!sent.ok) throw new Error(`phone send-code failed: ${sent.status} ${await sent.text()}`);
  const verified = await post('/api/Verification/phone/verify-code', { code: await lastSmsCode(server, to) });
  if (!verified.ok) throw new Error(`phone verify-code failed: ${verified.status} ${await verified.text()}`);
}

/**
 * Signs a user up through the API, logs in and (by default) verifies the email through the dev mailbox,
 * so the journey starts past the verification popup that /accueil shows to unverified users. A Vendeur's
 * phone is verified too (through the dev SMS outbox) unless `phoneVerified` is false.
 */
export async function createAccount(
  server: RunningServer,
  fields: SignUpFields,
  options: { verified?: boolean; phoneVerified?: boolean } = {},
): Promise<Account> {
  const verifyingPhone = fields.role === 'Vendeur' && options.phoneVerified !== false;
  // A seller of their own number: each number receives a few codes an hour only (SMS in packages/domain).
  const phone = fields.phone ?? (verifyingPhone ? `7${randomInt(1e6, 1e7)}` : SIGN_UP_DEFAULTS.phone);
  const { userId } = await signUp(server, { phone, ...fields });
  const cookie = await logInCookie(server, fields.email, fields.password);
  if (options.verified !== false) await verifyEmail(server, cookie, fields.email);
  // The country's dial code: a seller from elsewhere than Mali names it (`dialCode: '+233'`).
  if (verifyingPhone) await verifyPhone(server, cookie, `${fields.dialCode ?? '+223'}${phone}`);
  return { email: fields.email, username: fields.username, password: fields.password, cookie, userId };
}
