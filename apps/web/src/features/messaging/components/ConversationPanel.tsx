import type { Conversation } from '@sugu/domain';
import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { ReportDialog } from '../../../entities/report/components/ReportDialog.lazy';
import type { ReportTarget } from '../../../entities/report/components/ReportPopup';
import { Avatar } from '../../../shared/ui/Avatar';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { usePopupLayer } from '../../../shared/ui/use-popup-layer';
import { useChatCache } from '../api/cache';
import { sendMessage } from '../hooks/outbox';
import { useMarkShownRead } from '../hooks/use-mark-read';
import { messagingText as t } from '../text';
import { Composer } from './Composer';
import { ConversationMenu } from './ConversationMenu';
import { MessageList } from './MessageList';
import { displayName, pictureOf } from './participant';
import { ReconnectingNotice } from './ReconnectingNotice';
import { presenceText } from './time';
import '../../../shared/ui/icon-button.css';

/** A 50 px swipe to the right goes back. */
const SWIPE_PX = 50;

/** One conversation sliding over the list. */
export function ConversationPanel({
  conversation,
  meId,
  onClose,
}: {
  conversation: Conversation;
  meId: string;
  onClose: () => void;
}) {
  const chat = useChatCache();
  const { participant } = conversation;
  const name = displayName(participant);
  const status = presenceText(participant.isOnline, participant.lastSeen);
  const [report, setReport] = useState<ReportTarget | null>(null);
  const closeReport = useCallback(() => setReport(null), []);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const notify = (text: string, tone: 'success' | 'error') => setToast({ text, tone });
  const touch = useRef<{ x: number; y: number } | null>(null);
  const panel = useRef<HTMLElement>(null);
  useMarkShownRead(conversation, meId);

  // Like a popup: the phone's back button and Escape close it (or what is open over it) without leaving.
  const close = usePopupLayer(panel, onClose);

  const send = (content: string) =>
    sendMessage({ conversationId: conversation.id, receiverId: participant.id, content }, (ack) =>
      chat.addMessage(meId, ack.message),
    );

  return (
    <>
      {/* Wide screens: the page beside the panel dims, and a click on it closes the conversation. */}
      <button type="button" className="chat-backdrop" aria-label={t.back} tabIndex={-1} onClick={close} />
      <section
        ref={panel}
        className="chat-panel"
        role="dialog"
        aria-modal="true"
        aria-label={name}
        tabIndex={-1}
        // Swipes inside the conversation are its own: they never reach the page's tab swipe below it.
        onTouchStart={(e) => {
          e.stopPropagation();
          const p = e.touches[0];
          touch.current = p ? { x: p.clientX, y: p.clientY } : null;
        }}
        onTouchEnd={(e) => {
          e.stopPropagation();
          const from = touch.current;
          const p = e.changedTouches[0];
          touch.current = null;
          if (!from || !p) return;
          const dx = p.clientX - from.x;
          if (dx > SWIPE_PX && dx > Math.abs(p.clientY - from.y)) close();
        }}
      >
        <header className="chat-panel__header">
          <button type="button" className="icon-button" aria-label={t.back} onClick={close}>
            <ArrowLeft aria-hidden size={22} />
          </button>
          <Avatar name={displayName(participant)} url={pictureOf(participant)} size={40} />
          <div className="chat-panel__who">
            <h2 className="chat-panel__name">
              <span>{name}</span>
              {participant.badgeVerification && (
                <BadgeCheck className="chat-panel__verified" aria-label={t.verified} size={18} />
              )}
            </h2>
            {status && (
              <p
                className={`chat-panel__status${participant.isOnline ? ' chat-panel__status--online' : ''}`}
                data-testid="presence"
              >
                {status}
              </p>
            )}
          </div>
          <ConversationMenu
            conversation={conversation}
            onReport={() => setReport({ targetType: 'user', targetId: participant.id })}
            notify={notify}
            confirming={confirmingBlock}
            setConfirming={setConfirmingBlock}
          />
        </header>
        <ReconnectingNotice />
        <MessageList
          conversation={conversation}
          meId={meId}
          onReportMessage={(messageId) => setReport({ targetType: 'message', targetId: messageId })}
        />
        {conversation.isOpen ? (
          <Composer onSend={send} />
        ) : conversation.blockedByMe ? (
          // The one who blocked knows why it is closed, and can undo it from here.
          <div className="chat-closed chat-closed--blocked" role="status">
            <p>{t.youBlocked(name)}</p>
            <button type="button" className="btn" onClick={() => setConfirmingBlock(true)}>
              {t.unblockSubmit}
            </button>
          </div>
        ) : (
          <p className="chat-closed" role="status">
            {t.closed}
          </p>
        )}
        <LazyLayer open={report !== null} onClose={closeReport}>
          <ReportDialog target={report} onClose={closeReport} />
        </LazyLayer>
        <Toast message={toast} onDone={() => setToast(null)} />
      </section>
    </>
  );
}
