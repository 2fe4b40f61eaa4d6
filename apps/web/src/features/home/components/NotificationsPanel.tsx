// The notifications page lives with the notifications feature; re-exported for the home page.
export { NotificationsPanel } from '../../notifications/NotificationsPanel';
