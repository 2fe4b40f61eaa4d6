import { type ChatMessage, type Conversation, formatDayLabel, maliDay } from '@sugu/domain';
import { Clock, RotateCw, ShieldAlert } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useChatCache } from '../api/cache';
import { fetchOlderMessages } from '../api/messages';
import { type OutgoingMessage, resendMessage, useOutbox } from '../hooks/outbox';
import { messagingText as t } from '../text';
import { clockTime } from './time';

/** Within this distance of the top, older messages load; of the bottom, new ones scroll into view. */
const EDGE_PX = 80;

/**
 * The bubbles, oldest first, a day separator before each new day; scrolling to the top fetches the page
 * before (keyset). The safety banner heads the thread and scrolls with it: pinned above the list, it stood
 * over the messages scrolling under its edge, and took a ninth of a phone's screen.
 */
export function MessageList({
  conversation,
  meId,
  onReportMessage,
}: {
  conversation: Conversation;
  meId: string;
  onReportMessage: (messageId: string) => void;
}) {
  const chat = useChatCache();
  const outbox = useOutbox(conversation.id);
  const scroller = useRef<HTMLDivElement>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  /** The scroll height before older messages were added above, to keep the view where it was. */
  const anchor = useRef<number | null>(null);
  const atBottom = useRef(true);

  const count = conversation.messages.length + outbox.length;
  // Runs when a message is added: older ones above keep the view still, new ones below follow when the
  // reader is at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || count === 0) return;
    if (anchor.current !== null) {
      el.scrollTop += el.scrollHeight - anchor.current;
      anchor.current = null;
    } else if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [count]);

  const loadOlder = async () => {
    const before = conversation.olderCursor;
    if (!before || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlderMessages(conversation.id, before);
      anchor.current = scroller.current?.scrollHeight ?? null;
      chat.prependOlder(conversation.id, page.items, page.nextCursor);
    } catch (error) {
      console.error(error);
    } finally {
      setLoadingOlder(false);
    }
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX) void loadOlder();
  };

  const resend = (m: OutgoingMessage) => {
    atBottom.current = true;
    resendMessage(m.clientId, (ack) => chat.addMessage(meId, ack.message));
  };

  // Each day's first message, sent or still going out, gets its separator (Mali days, read at this render).
  const now = new Date();
  let lastDay: number | null = null;
  const dayBefore = (time: string) => {
    const day = maliDay(time);
    if (day === lastDay) return [];
    lastDay = day;
    return [<DaySeparator key={`day-${day}`} time={time} now={now} />];
  };

  return (
    <div className="chat-messages" ref={scroller} onScroll={onScroll} data-testid="chat-messages">
      {loadingOlder && (
        <p className="chat-messages__older" role="status">
          <span className="spinner" />
          <span className="visually-hidden">{t.loadingOlder}</span>
        </p>
      )}
      <p className="chat-safety">
        <ShieldAlert aria-hidden size={18} />
        <span>{t.safety}</span>
      </p>
      <ul className="chat-messages__list">
        {conversation.messages.flatMap((m) => [
          ...dayBefore(m.time),
          <Bubble
            key={m.id}
            message={m}
            mine={m.senderId === meId}
            selected={selected === m.id}
            onSelect={() => setSelected(selected === m.id ? null : m.id)}
            onReport={() => {
              setSelected(null);
              onReportMessage(m.id);
            }}
          />,
        ])}
        {outbox.flatMap((m) => [
          ...dayBefore(m.time),
          <li key={m.clientId} className="chat-bubble chat-bubble--mine" data-status={m.status}>
            <span className="chat-bubble__text">{m.content}</span>
            {m.status === 'pending' ? (
              <span className="chat-bubble__meta">
                <Clock aria-hidden size={12} /> {t.pending}
              </span>
            ) : (
              <span className="chat-bubble__meta chat-bubble__meta--failed">
                {m.error ?? t.failed}
                <button type="button" className="pill chat-bubble__resend" onClick={() => resend(m)}>
                  <RotateCw aria-hidden size={12} /> {t.resend}
                </button>
              </span>
            )}
          </li>,
        ])}
      </ul>
    </div>
  );
}

/** 'Aujourd'hui', 'Hier', 'lundi 23 novembre': read by screen readers too, as the list item it is. */
function DaySeparator({ time, now }: { time: string; now: Date }) {
  return (
    <li className="chat-day" data-testid="day-separator">
      <time dateTime={new Date(time).toISOString().slice(0, 10)}>{formatDayLabel(time, now)}</time>
    </li>
  );
}

function Bubble({
  message,
  mine,
  selected,
  onSelect,
  onReport,
}: {
  message: ChatMessage;
  mine: boolean;
  selected: boolean;
  onSelect: () => void;
  onReport: () => void;
}) {
  const body = (
    <>
      <span className="chat-bubble__text">{message.content}</span>
      <time className="chat-bubble__meta" dateTime={message.time}>
        {clockTime(message.time)}
      </time>
    </>
  );
  if (mine)
    return (
      <li className="chat-bubble chat-bubble--mine" data-status="sent">
        {body}
      </li>
    );
  return (
    <li className="chat-bubble chat-bubble--theirs">
      <button type="button" className="chat-bubble__select" aria-expanded={selected} onClick={onSelect}>
        {body}
      </button>
      {selected && (
        <button type="button" className="pill chat-bubble__report" onClick={onReport}>
          {t.reportMessage}
        </button>
      )}
    </li>
  );
}
