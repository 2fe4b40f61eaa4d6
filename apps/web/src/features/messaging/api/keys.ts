// Query keys of the chat: the conversation list and the total unread count (spec 2 §4).
export const conversationsKey = ['messages', 'conversations'] as const;
export const unreadTotalKey = ['messages', 'unread'] as const;
