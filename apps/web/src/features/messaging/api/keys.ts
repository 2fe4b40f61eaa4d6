// Query keys of the chat: the conversation list and the total unread count.
export const conversationsKey = ['messages', 'conversations'] as const;
export const unreadTotalKey = ['messages', 'unread'] as const;
