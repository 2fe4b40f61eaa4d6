// Accounts: sign-up (the rules of SignUpBody, unique email and username, welcome notification).
import { DEFAULTS, deviseOf, dialCodeOf, type Locale, MSG, SignUpBody } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { hashSecret } from '../../lib/secrets.js';
import { parseOrThrow } from '../../lib/validation.js';
import { withStoredImages } from '../../media/stored-images.js';
import type { UserRow } from '../../session/session.js';
import { notifyWelcome } from '../notifications/index.js';
import { findTaken, findUserByLogin, insertUser } from './users.repository.js';

/** The account whose email or username is `identifier` (case-insensitive), if any. */
export const findAccount = (db: Executor, identifier: string): Promise<UserRow | undefined> =>
  findUserByLogin(db, identifier);

export interface SignUpInput {
  /** The form's text fields as received; unknown ones are dropped by the schema. */
  fields: Record<string, unknown>;
  picture: Buffer | null;
  /**
   * The language the form was filled in (its request's Accept-Language, which the web app sets to the
   * language on screen), saved as the account's choice: the welcome notification and every later message
   * to this user are written in it. Null when the request names none Sugu speaks.
   */
  language: Locale | null;
}

const takenError = (what: 'email' | 'username') =>
  what === 'email'
    ? conflict(MSG.emailTaken, 'email_taken', { email: MSG.emailTaken })
    : conflict(MSG.usernameTaken, 'username_taken', { username: MSG.usernameTaken });

export async function signUp(ctx: AppContext, input: SignUpInput): Promise<{ userId: string }> {
  const body = parseOrThrow(SignUpBody, input.fields);
  // Cheap refusals first; the unique indexes still decide when two sign-ups race.
  const taken = await findTaken(ctx.db, body.email, body.username);
  if (taken) throw takenError(taken);

  // Slow work (hashing, image encoding) stays outside the transaction, hashing beside the picture.
  const hashes = Promise.all([hashSecret(body.password), hashSecret(body.pin)]);
  hashes.catch(() => {}); // awaited below; a refused picture must not leave it unhandled
  return withStoredImages(ctx, input.picture ? [input.picture] : [], async ([picture]) => {
    const [passwordHash, pinHash] = await hashes;
    try {
      return await ctx.db.transaction(async (tx) => {
        const { id } = await insertUser(tx, {
          email: body.email,
          username: body.username,
          passwordHash,
          pinHash,
          role: body.role,
          name: body.name,
          firstName: body.firstName,
          gender: body.gender,
          phone: body.phone,
          dialCode: dialCodeOf(body.country) ?? DEFAULTS.dialCode,
          operator: body.operator,
          country: body.country,
          // The devise follows the country, whatever the form sent: the wallet and the shop's prices use it.
          devise: deviseOf(body.country),
          city: body.city,
          area: body.area,
          profilePicture: picture?.key ?? null,
          language: input.language,
        });
        await notifyWelcome(tx, id, body.role);
        return { userId: id };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_key') throw takenError('email');
      if (constraint === 'users_username_key') throw takenError('username');
      throw error;
    }
  });
}
