import type { Conversation } from '@sugu/domain';
import { Lock } from 'lucide-react';
import { Avatar } from '../../../shared/ui/Avatar';
import { messagingText as t } from '../text';
import { displayName, pictureOf } from './participant';
import { listTime } from './time';

/**
 * One line of the Discussions tab. A closed conversation (36 h after its order, or blocked) says
 * so, as the server's `isOpen` has it: never 'Nouveau' for one that can no longer be written to.
 */
export function ConversationItem({
  conversation,
  meId,
  onOpen,
}: {
  conversation: Conversation;
  meId: string;
  onOpen: () => void;
}) {
  const { participant, lastMessage, unreadCount, isOpen } = conversation;
  const preview = lastMessage
    ? `${lastMessage.senderId === meId ? t.you : ''}${lastMessage.content}`
    : isOpen
      ? t.started
      : t.noMessage;
  const time = lastMessage ? listTime(lastMessage.time) : isOpen ? t.fresh : listTime(conversation.openedAt);
  return (
    <button
      type="button"
      className={`chat-item${isOpen ? '' : ' chat-item--closed'}`}
      onClick={onOpen}
      data-testid="conversation-item"
    >
      <Avatar name={displayName(participant)} url={pictureOf(participant)} size={48} />
      <span className="chat-item__main">
        <span className="chat-item__name">{displayName(participant)}</span>
        <span className={`chat-item__preview${unreadCount > 0 ? ' chat-item__preview--unread' : ''}`}>
          {preview}
        </span>
      </span>
      <span className="chat-item__side">
        <span className="chat-item__time">{time}</span>
        {!isOpen && (
          <span className="chat-item__closed">
            <Lock aria-hidden size={11} />
            <span aria-hidden>{t.closedTag}</span>
            <span className="visually-hidden">{t.closedLabel}</span>
          </span>
        )}
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
