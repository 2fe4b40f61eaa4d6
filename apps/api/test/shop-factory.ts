// Shop test factories: a Vendeur with a shop through the real endpoints, and many light accounts with a
// session written straight to the database (for concurrency tests that need tens of users).
import { createHash, randomBytes } from 'node:crypto';
import type { Shop } from '@sugu/domain';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { sessions, users } from '../src/db/schema/index.js';
import { injectMultipart, signUp, type UploadFile } from './factories.js';

/** A form that passes every shop rule (the category by name, as the spec's client sends it). */
export function validShopForm(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    shopName: 'Boutique Awa',
    shopActivity: 'Artisanat',
    biography: 'Paniers et nattes tressés à la main',
    deliveryDelay: '48h',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

export function postShop(
  app: App,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: UploadFile[] = [],
) {
  return injectMultipart(app, { url: '/api/Shop/ajout', fields, files, ...(cookie && { cookie }) });
}

/** Signs up a Vendeur and creates their shop; throws unless both succeed. */
export async function createSeller(
  app: App,
  shopOverrides: Record<string, string | undefined> = {},
  files: UploadFile[] = [],
) {
  const seller = await signUp(app, { role: 'Vendeur' });
  const res = await postShop(app, seller.cookie, validShopForm(shopOverrides), files);
  if (res.statusCode !== 201) throw new Error(`shop creation failed: ${res.statusCode} ${res.body}`);
  return { ...seller, shop: res.json() as Shop };
}

/**
 * `n` Client accounts with a live session each, inserted directly (no password hashing): for tests where
 * many distinct users act at once. Returns their ids and session cookies.
 */
export async function quickUsers(db: Database, n: number): Promise<{ userId: string; cookie: string }[]> {
  const rows = Array.from({ length: n }, () => {
    const suffix = randomBytes(5).toString('hex');
    return {
      email: `q${suffix}@exemple.ml`,
      username: `q${suffix}`,
      role: 'Client' as const,
      name: 'Diarra',
      firstName: 'Moussa',
      city: 'Bamako',
      area: 'Badalabougou',
    };
  });
  const inserted = await db.insert(users).values(rows).returning({ id: users.id });
  const tokens = inserted.map(() => randomBytes(32).toString('base64url'));
  await db.insert(sessions).values(
    inserted.map((user, i) => ({
      // The session row's id is the SHA-256 of the cookie token (session/session.ts).
      id: createHash('sha256').update(tokens[i]!).digest('base64url'),
      userId: user.id,
      expiresAt: new Date(Date.now() + 3600_000),
    })),
  );
  return inserted.map((user, i) => ({ userId: user.id, cookie: `sugu_session=${tokens[i]}` }));
}
