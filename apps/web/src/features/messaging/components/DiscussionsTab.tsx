import { MSG } from '@sugu/domain';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { useMe } from '../../../entities/session/api/me';
import { EmptyState, ErrorNotice, RegionBoundary } from '../../../shared/ui/RegionState';
import { useConversations } from '../api/messages';
import { useClosingCheck } from '../hooks/use-closing-check';
import { messagingText as t } from '../text';
import { ConversationItem } from './ConversationItem';
import { ConversationPanel } from './ConversationPanel';
import { ReconnectingNotice } from './ReconnectingNotice';
import './messaging.css';

/** The Discussions tab of /messages: the conversations, newest first, and the one opened over them. */
export function DiscussionsTab() {
  const { data: me } = useMe();
  const query = useConversations(!!me);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = query.data?.find((c) => c.id === openId);
  useClosingCheck(query.data, query.dataUpdatedAt);

  if (!me) return null;

  return (
    <div className="chat-list">
      <ReconnectingNotice />
      {query.isPending ? (
        <div className="region-state" role="status">
          <span className="spinner" />
          <span className="visually-hidden">{t.loading}</span>
        </div>
      ) : query.isError ? (
        <ErrorNotice message={t.loadFailed} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={<MessageCircle aria-hidden size={28} />} title={t.empty} />
      ) : (
        <ul className="chat-list__items">
          {query.data.map((c) => (
            <li key={c.id}>
              <ConversationItem conversation={c} meId={me.id} onOpen={() => setOpenId(c.id)} />
            </li>
          ))}
        </ul>
      )}
      {/* The conversation fails alone: the list stays, another conversation opens afresh. */}
      <RegionBoundary message={MSG.genericError} resetKey={openId}>
        {open && <ConversationPanel conversation={open} meId={me.id} onClose={() => setOpenId(null)} />}
      </RegionBoundary>
    </div>
  );
}
