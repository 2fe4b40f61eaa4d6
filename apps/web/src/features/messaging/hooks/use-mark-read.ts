import type { Conversation } from '@sugu/domain';
import { useEffect, useState } from 'react';
import { useChatCache } from '../api/cache';
import { postMarkRead } from '../api/messages';

/** Incoming messages shown on a visible page are marked read; the counts follow. */
export function useMarkShownRead(conversation: Conversation, meId: string): void {
  const chat = useChatCache();
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const unreadIds = conversation.messages
    .filter((m) => m.receiverId === meId && !m.isRead)
    .map((m) => m.id)
    .join(',');
  useEffect(() => {
    if (!visible || !unreadIds) return;
    const ids = unreadIds.split(',');
    chat.markReadLocally(conversation.id, ids);
    postMarkRead(ids).then(chat.applyMarkReadResponse).catch(console.error);
  }, [visible, unreadIds, conversation.id, chat]);
}
