// "Notify with preferences" in SQL, defined once: notify() runs it alone (notifications.repository.ts) and the
// order's single statement embeds it (orders/order-placement.repository.ts). The preferences (orderNotif,
// newProductNotif, promotionNotif) gate what is written; types without a preference (welcome, wallet
// movements, social activity) always go out: money movements in particular are never silenced.
import { DB_CHANNELS } from '../../lib/db-events.js';

/** Notification type → the users column (a preference) that can turn it off. 'NewProduct' and 'Promotion'
 *  are for the notifications of followed shops' new products and of promotions, when they come. */
const NOTIFICATION_GATES: Readonly<Record<string, string>> = {
  Purchase: 'order_notif',
  PurchaseAccept: 'order_notif',
  PurchaseRefuse: 'order_notif',
  PurchaseFinish: 'order_notif',
  NewProduct: 'new_product_notif',
  Promotion: 'promotion_notif',
};

/** The placeholders ($n) of a notification's values in the statement that embeds it. */
export interface NotificationParams {
  id: string;
  userId: string;
  type: string;
  title: string;
  message: string;
  link: string;
  thumbUrl: string;
}

/**
 * Whether the recipient wants notifications of this type: the gated types read their preference (one indexed
 * read), the others are always wanted.
 */
const wanted = (p: NotificationParams) =>
  `CASE ${p.type}::varchar ${Object.entries(NOTIFICATION_GATES)
    .map(([type, column]) => `WHEN '${type}' THEN (SELECT ${column} FROM users WHERE id = ${p.userId}::uuid)`)
    .join(' ')} ELSE true END`;

/**
 * A data-modifying CTE's body: inserts the notification when its recipient wants it, once per row of `from`
 * when given (the order's `placed`); returns its created_at for `publishNotificationSql`.
 */
export const insertNotificationSql = (p: NotificationParams, from?: string) => `
  INSERT INTO notifications (id, user_id, type, title, message, link, thumb_url)
  SELECT ${p.id}::uuid, ${p.userId}::uuid, ${p.type}, ${p.title}, ${p.message}, ${p.link}, ${p.thumbUrl}
  ${from ? `FROM ${from}` : ''}
  WHERE ${wanted(p)}
  RETURNING created_at`;

/**
 * An int expression that publishes each notification the CTE `cte` inserted, once committed: `live` is the
 * placeholder of its LiveEvent (notifications.service.ts › draftNotification), completed with the row's
 * createdAt. Delivered by plugins/realtime.ts after COMMIT, never on a rollback.
 */
export const publishNotificationSql = (cte: string, live: string) => `
  (SELECT count(pg_notify('${DB_CHANNELS.live}', jsonb_set(${live}::jsonb, '{data,createdAt}',
      to_jsonb(to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))::text))
   FROM ${cte})::int`;
