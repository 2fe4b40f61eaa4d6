// The sign-up form's first steps as a seller, shared by the journeys that go past them.

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function expectStep(page: Page, n: number) {
  await page.getByText(`Étape ${n}/8`, { exact: true }).waitFor();
}

export async function next(page: Page) {
  await page.getByRole('button', { name: 'Suivant' }).click();
}

/** Steps 1 and 2 as a Vendeur (a man): the role, then the name and first name; leaves step 3 open. */
export async function sellerIdentity(page: Page, name: string, firstName: string) {
  await expectStep(page, 1);
  await page.getByText('Vendeur', { exact: true }).click();
  expect(await page.getByRole('radio', { name: /Vendeur/ }).isChecked()).toBe(true);
  await next(page);
  await expectStep(page, 2);
  await page.getByLabel('Nom', { exact: true }).fill(name);
  await page.getByLabel('Prénom').fill(firstName);
  await page.getByText('Homme', { exact: true }).click();
  await next(page);
  await expectStep(page, 3);
}
