/**
 * Number of unread notifications of the connected user, shown on the home page's bell.
 * GET /api/Notification/my-notifications does not exist yet: the notifications issue supplies it
 * (and the live socket update); until then nothing is unread.
 */
export function useUnreadNotifications(): number {
  return 0;
}
