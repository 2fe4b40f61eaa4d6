// What the dispatcher reads of the recipients: the contact details the channels need. Suspended accounts
// are left out: nothing reaches them out of the app.
import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export async function findRecipients(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      phone: users.phone,
      dialCode: users.dialCode,
      isPhoneVerified: users.isPhoneVerified,
      language: users.language,
    })
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.suspendedAt)));
}
