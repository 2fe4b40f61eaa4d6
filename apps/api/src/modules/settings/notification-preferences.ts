// The one place notification preferences (spec 2 §3: orderNotif, newProductNotif, promotionNotif) gate what
// notify() writes. Types without a preference (welcome, wallet movements, social activity) always go out:
// money movements in particular are never silenced.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

type PreferenceColumn = 'orderNotif' | 'newProductNotif' | 'promotionNotif';

/** Notification type → the preference that can turn it off. 'NewProduct' and 'Promotion' are for the
 *  notifications of followed shops' new products and of promotions, when they come. */
const NOTIFICATION_GATES: Readonly<Record<string, PreferenceColumn>> = {
  Purchase: 'orderNotif',
  PurchaseAccept: 'orderNotif',
  PurchaseRefuse: 'orderNotif',
  PurchaseFinished: 'orderNotif',
  NewProduct: 'newProductNotif',
  Promotion: 'promotionNotif',
};

/** Whether the recipient wants notifications of this type; one indexed read only for gated types. */
export async function prefersNotification(db: Executor, userId: string, type: string): Promise<boolean> {
  const column = NOTIFICATION_GATES[type];
  if (!column) return true;
  const [row] = await db.select({ wanted: users[column] }).from(users).where(eq(users.id, userId));
  return row?.wanted ?? false;
}
