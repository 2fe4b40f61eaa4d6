// The bell's unread count lives with the notifications feature; re-exported for the home page.
export { useUnreadNotifications } from '../../notifications/api/notifications';
