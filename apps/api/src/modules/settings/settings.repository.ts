// Queries of the settings: the user's own profile columns and preferences.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../session/session.js';

type ProfileChanges = Partial<Pick<UserRow, 'firstName' | 'name' | 'city' | 'area' | 'profilePicture'>>;
type PreferenceChanges = Partial<
  Pick<
    UserRow,
    | 'orderNotif'
    | 'newProductNotif'
    | 'promotionNotif'
    | 'twoFactorCashOut'
    | 'usePinForAllOperation'
    | 'language'
  >
>;

/** The user's row once changed. */
export async function updateProfileColumns(db: Executor, userId: string, changes: ProfileChanges) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

/** The user's preferences once changed. */
export async function updatePreferenceColumns(db: Executor, userId: string, changes: PreferenceChanges) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning({
    orderNotif: users.orderNotif,
    newProductNotif: users.newProductNotif,
    promotionNotif: users.promotionNotif,
    twoFactorCashOut: users.twoFactorCashOut,
    usePinForAllOperation: users.usePinForAllOperation,
    language: users.language,
  });
  return row;
}
