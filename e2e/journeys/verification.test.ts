// The verified badge: a seller asks for it from /profil-vendeur on a phone (a photo of an identity document, the
// legal name, an RCCM), sees the request under review after a reload; the same section on a desktop.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsDone, screenshot } from '../harness';
import { expectNoSeriousA11yViolations } from '../helpers/a11y';
import { type Account, createAccount, logIn } from '../helpers/session';
import { useJourney } from '../journey';

const journey = useJourney();

const PASSWORD = 'Badge2026x';
const SHOP = 'Bogolan Kadi';

let photoDir: string;
let documentPhoto: string;
let seller: Account;

/** A photo of an identity card, drawn at run time. */
async function makeDocument(): Promise<string> {
  const file = path.join(photoDir, 'carte-identite.jpg');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="760">
    <rect width="1200" height="760" rx="40" fill="#e7efe4"/>
    <rect x="60" y="60" width="300" height="380" rx="16" fill="#b9c8b4"/>
    <rect x="420" y="90" width="640" height="40" fill="#44624a"/>
    <rect x="420" y="180" width="520" height="28" fill="#7d927f"/>
    <rect x="420" y="240" width="460" height="28" fill="#7d927f"/>
    <rect x="420" y="300" width="560" height="28" fill="#7d927f"/></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

async function call(account: Account, method: string, url: string, body?: FormData) {
  const res = await fetch(`${journey.url}${url}`, { method, headers: { cookie: account.cookie }, body });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function shot(page: Page, name: string) {
  await animationsDone(page);
  await screenshot(page, name);
  await expectNoSeriousA11yViolations(page, name);
}

beforeAll(async () => {
  photoDir = await mkdtemp(path.join(tmpdir(), 'sugu-verification-'));
  documentPhoto = await makeDocument();
  seller = await createAccount(journey.server, {
    role: 'Vendeur',
    username: 'kadibogolan',
    email: 'kadi.bogolan@example.ml',
    password: PASSWORD,
    firstName: 'Kadidia',
    name: 'Coulibaly',
  });
  const shop = new FormData();
  for (const [k, v] of Object.entries({
    shopName: SHOP,
    biography: 'Bogolan teint à la main à Ségou',
    shopActivity: 'Artisanat',
  }))
    shop.append(k, v);
  await call(seller, 'POST', '/api/Shop/ajout', shop);
});

afterAll(async () => {
  if (photoDir) await rm(photoDir, { recursive: true, force: true });
});

describe('a seller asks for the verified badge', () => {
  it('on a phone: the form, its rules, then the request under review, after a reload too', async () => {
    const context = await journey.phone();
    await logIn(context, seller.email, PASSWORD);
    const page = await context.newPage();
    await page.goto('/profil-vendeur');
    const section = page.getByTestId('verification');
    await section.getByRole('heading', { name: 'Badge vérifié' }).waitFor();
    await section.getByText('Faites vérifier votre boutique', { exact: false }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'verification-none-phone');

    await section.getByRole('button', { name: 'Demander le badge' }).click();
    const send = section.getByRole('button', { name: 'Envoyer la demande' });
    // The name first, then the photo: each refusal in French, on its field.
    await send.click();
    expect(await section.getByRole('alert').textContent()).toBe('Indiquez le nom légal ou commercial');
    await section.getByLabel('Nom légal ou commercial').fill('Kadidia Coulibaly Commerce');
    await send.click();
    expect(await section.getByRole('alert').textContent()).toBe(
      'Ajoutez une photo de votre pièce d’identité',
    );
    await section.getByLabel('Numéro RCCM (facultatif)').fill('MA.SEG.2023.A.0457');
    await section.locator('input[type=file]').setInputFiles(documentPhoto);
    await section.getByRole('img', { name: 'Aperçu de la pièce d’identité' }).waitFor();
    await expect.poll(() => section.getByRole('alert').count()).toBe(0);
    await section.getByText('Photo de votre pièce d’identité').evaluate((el) => el.scrollIntoView());
    await shot(page, 'verification-form-phone');

    await send.click();
    await section.getByText('Demande en cours d’examen').waitFor();
    await section.getByText('Envoyée aujourd', { exact: false }).waitFor();
    expect(await section.getByRole('button', { name: 'Demander le badge' }).count()).toBe(0);
    await shot(page, 'verification-pending-phone');

    await page.reload();
    await page.getByTestId('verification').getByText('Demande en cours d’examen').waitFor();
    // No badge on the shop until an operator grants it.
    expect(await page.getByRole('img', { name: 'Boutique vérifiée' }).count()).toBe(0);
    await context.close();
  });

  it('on a desktop: the section beside the shop, under review', async () => {
    const context = await journey.desktop();
    await logIn(context, seller.email, PASSWORD);
    const page = await context.newPage();
    await page.goto('/profil-vendeur');
    const section = page.getByTestId('verification');
    await section.getByText('Demande en cours d’examen').waitFor();
    await shot(page, 'verification-pending-desktop');
    await context.close();
  });
});
