/**
 * Unread messages of the connected user: messages not read and not sent by them, over all conversations.
 * The messaging issue supplies the conversations; until then there is nothing unread.
 */
export function useUnreadCount(): number {
  return 0;
}
