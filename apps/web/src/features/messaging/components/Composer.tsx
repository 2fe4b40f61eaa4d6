import { MESSAGING } from '@sugu/domain';
import { SendHorizontal, Smile, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { messagingText as t } from '../text';
import { EmojiPicker } from './EmojiPicker.lazy';
import '../../../shared/ui/icon-button.css';

/** 'Message...' with an emoji picker; Enter or the button sends the trimmed text (empty is not sent). */
export function Composer({ onSend }: { onSend: (content: string) => void }) {
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = () => {
    const content = text.trim();
    if (!content) return;
    onSend(content);
    setText('');
    setEmojiOpen(false);
  };

  const insert = (emoji: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + emoji + text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <div className="chat-composer">
      {emojiOpen && (
        <LazyLayer
          open
          onClose={() => setEmojiOpen(false)}
          fallback={<div className="chat-emoji chat-emoji--loading" />}
        >
          <EmojiPicker onPick={insert} />
        </LazyLayer>
      )}
      <form
        className="chat-composer__row"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <button
          type="button"
          className="icon-button"
          aria-label={emojiOpen ? t.emojiClose : t.emoji}
          aria-expanded={emojiOpen}
          onClick={() => setEmojiOpen((o) => !o)}
        >
          {emojiOpen ? <X aria-hidden size={22} /> : <Smile aria-hidden size={22} />}
        </button>
        <input
          ref={input}
          className="chat-composer__input"
          placeholder={t.placeholder}
          aria-label={t.placeholder}
          value={text}
          maxLength={MESSAGING.maxLength}
          enterKeyHint="send"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="round-button chat-send" aria-label={t.send} disabled={!text.trim()}>
          <SendHorizontal aria-hidden size={20} />
        </button>
      </form>
    </div>
  );
}
