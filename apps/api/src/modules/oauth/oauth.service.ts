// Who a Google sign-in is: the account already linked to the subject, else the account with the same verified
// email (linked now), else a new Client account without password or PIN, welcomed in the same transaction.
import { randomInt } from 'node:crypto';
import { LIMITS, type Locale } from '@sugu/domain';
import type { Database } from '../../db/client.js';
import { notifyWelcome } from '../notifications/index.js';
import type { OidcProfile } from './oauth.client.js';
import {
  findLinkedUser,
  findTakenUsernames,
  findUserByEmail,
  insertGoogleAccount,
  linkGoogle,
  type OAuthUser,
} from './oauth.repository.js';

class OAuthAccountError extends Error {}

export async function findOrCreateUser(
  db: Database,
  profile: OidcProfile,
  /** Imports the provider's picture for a new account; returns a media key or null (best effort). */
  importPicture: (url: string) => Promise<string | null>,
  /** A new account's language: the browser's (Accept-Language), as a sign-up saves it. */
  language: Locale | null = null,
): Promise<{ user: OAuthUser; created: boolean }> {
  const linked = await findLinkedUser(db, profile.sub);
  if (linked) return { user: linked, created: false };

  if (!profile.email) throw new OAuthAccountError('the provider gave no email');
  const email = profile.email;
  const sameEmail = await findUserByEmail(db, email);
  if (sameEmail) {
    // Only a verified address proves the Google account owns this Sugu account.
    if (!profile.emailVerified) throw new OAuthAccountError('email taken and not verified by the provider');
    if (sameEmail.googleSub) throw new OAuthAccountError('account already linked to another Google account');
    await linkGoogle(db, sameEmail.id, profile.sub);
    const { googleSub: _linked, ...user } = sameEmail;
    return { user, created: false };
  }

  const picture = profile.picture ? await importPicture(profile.picture) : null;
  const username = await freeUsername(db, email);
  const user = await db.transaction(async (tx) => {
    const row = await insertGoogleAccount(tx, {
      email,
      username,
      name: cut(profile.familyName ?? lastWord(profile.fullName) ?? username),
      firstName: cut(profile.givenName ?? firstWords(profile.fullName) ?? username),
      country: 'ML',
      isEmailVerified: profile.emailVerified,
      googleSub: profile.sub,
      profilePicture: picture,
      language,
    });
    await notifyWelcome(tx, row.id, 'Client');
    return row;
  });
  return { user, created: true };
}

/**
 * The email's local part as a username (lowercase letters and digits, 4 to 17 characters), with digits appended
 * until no account has it. A race with another sign-up on the same name fails the insert: the user retries.
 */
async function freeUsername(db: Database, email: string): Promise<string> {
  const min = LIMITS.usernameMin;
  const max = LIMITS.usernameMax;
  const base =
    (email.split('@')[0] ?? '')
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, max) || 'sugu';
  for (let digits = 2; digits <= 6; digits++) {
    const candidates = new Set<string>();
    if (base.length >= min) candidates.add(base);
    while (candidates.size < 10) {
      const suffix = String(randomInt(10 ** (digits - 1), 10 ** digits));
      candidates.add(base.slice(0, max - suffix.length) + suffix);
    }
    const list = [...candidates].filter((c) => c.length >= min);
    if (list.length === 0) continue;
    const taken = await findTakenUsernames(db, list);
    const free = list.find((c) => !taken.has(c));
    if (free) return free;
  }
  throw new Error('no free username');
}

const cut = (value: string) => value.slice(0, 80);
const lastWord = (full: string | undefined) => full?.split(/\s+/).at(-1);
const firstWords = (full: string | undefined) => {
  const words = full?.split(/\s+/);
  return words && words.length > 1 ? words.slice(0, -1).join(' ') : words?.[0];
};
