import type { Conversation } from '@sugu/domain';
import { EllipsisVertical } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/lib/api';
import { Popup } from '../../../shared/ui/Popup';
import { useChatCache } from '../api/cache';
import { postBlock } from '../api/messages';
import { messagingText as t } from '../text';
import { displayName } from './participant';
import '../../../shared/ui/icon-button.css';
import { IconButton } from '../../../shared/ui/IconButton';

export type Notify = (text: string, tone: 'success' | 'error') => void;

/** The panel's '⋮' menu: report the conversation, block or unblock the participant (French confirmations). */
export function ConversationMenu({
  conversation,
  onReport,
  notify,
  confirming,
  setConfirming,
}: {
  conversation: Conversation;
  /** 'Signaler la conversation': a report of its other participant. */
  onReport: () => void;
  notify: Notify;
  /** The block/unblock confirmation, also opened by the panel's 'Débloquer' under a blocked conversation. */
  confirming: boolean;
  setConfirming: (open: boolean) => void;
}) {
  const chat = useChatCache();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const name = displayName(conversation.participant);
  const blocked = conversation.blockedByMe;

  useEffect(() => {
    if (!open) return;
    const close = (e: PointerEvent) => {
      if (!menu.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  const toggleBlock = async () => {
    setBusy(true);
    try {
      const { message } = await postBlock(conversation.participant.id, !blocked);
      notify(message, 'success');
      setConfirming(false);
      await chat.refetchConversations();
    } catch (error) {
      notify(error instanceof ApiError ? error.message : t.loadFailed, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="chat-menu" ref={menu}>
      <IconButton
        label={t.menu}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        icon={EllipsisVertical}
        size={22}
      />
      {open && (
        <div className="chat-menu__list" role="menu">
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              onReport();
            }}
          >
            {t.reportConversation}
          </button>
          <button
            type="button"
            role="menuitem"
            className="chat-menu__danger"
            onClick={() => {
              setOpen(false);
              setConfirming(true);
            }}
          >
            {blocked ? t.unblock(name) : t.block(name)}
          </button>
        </div>
      )}
      <Popup
        open={confirming}
        title={blocked ? t.unblockTitle : t.blockTitle}
        onClose={() => setConfirming(false)}
      >
        <p>{blocked ? t.unblockConfirm(name) : t.blockConfirm(name)}</p>
        <div className="chat-popup-actions">
          <button type="button" className="btn" onClick={() => setConfirming(false)}>
            {t.cancel}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={busy}
            onClick={() => void toggleBlock()}
          >
            {blocked ? t.unblockSubmit : t.blockSubmit}
          </button>
        </div>
      </Popup>
    </div>
  );
}
