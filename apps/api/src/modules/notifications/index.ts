// What other modules may call of notifications (.dependency-cruiser.cjs: a module's index is its public face).
export {
  actNotice,
  claimForOutreach,
  draftNotification,
  excerpt,
  type NotifyText,
  notify,
  notifyWelcome,
} from './notifications.service.js';
export { insertNotificationSql, publishNotificationSql } from './notifications.sql.js';
