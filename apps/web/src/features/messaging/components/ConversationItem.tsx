import type { Conversation } from '@sugu/domain';
import { messagingText as t } from '../text';
import { displayName, ParticipantAvatar } from './ParticipantAvatar';
import { listTime } from './time';

/** One line of the Discussions tab (spec 2 §2). */
export function ConversationItem({
  conversation,
  meId,
  onOpen,
}: {
  conversation: Conversation;
  meId: string;
  onOpen: () => void;
}) {
  const { participant, lastMessage, unreadCount } = conversation;
  const preview = lastMessage
    ? `${lastMessage.senderId === meId ? t.you : ''}${lastMessage.content}`
    : t.started;
  return (
    <button type="button" className="chat-item" onClick={onOpen} data-testid="conversation-item">
      <ParticipantAvatar participant={participant} size={48} />
      <span className="chat-item__main">
        <span className="chat-item__name">{displayName(participant)}</span>
        <span className={`chat-item__preview${unreadCount > 0 ? ' chat-item__preview--unread' : ''}`}>
          {preview}
        </span>
      </span>
      <span className="chat-item__side">
        <span className="chat-item__time">{lastMessage ? listTime(lastMessage.time) : t.fresh}</span>
        {unreadCount > 0 && (
          <span className="chat-item__badge">
            <span aria-hidden>{unreadCount > 99 ? '99+' : unreadCount}</span>
            <span className="visually-hidden">{t.unread(unreadCount)}</span>
          </span>
        )}
      </span>
    </button>
  );
}
