import { COMMENT_LIMITS } from '@sugu/domain';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { commentsText as t } from '../text';
import '../../../shared/ui/icon-button.css';

interface CommentComposerProps {
  placeholder: string;
  /** Resolves once the server accepted the text; the field is cleared then, kept on failure. */
  onSubmit: (content: string) => Promise<void>;
  /** A guest is sent to the invite instead of typing. */
  guest: boolean;
  onGuest: () => void;
  autoFocus?: boolean;
  className?: string;
}

/** One text field and a send button: Enter submits; empty or whitespace-only text cannot be sent. */
export function CommentComposer({
  placeholder,
  onSubmit,
  guest,
  onGuest,
  autoFocus = false,
  className = '',
}: CommentComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const canSend = text.trim().length > 0 && !sending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (guest) return onGuest();
    if (!canSend) return;
    setSending(true);
    try {
      await onSubmit(text.trim());
      setText('');
    } catch (error) {
      // Comment failures are only logged (no error text for them); the text stays for another try.
      console.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={`comment-composer ${className}`} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {placeholder}
      </label>
      <input
        id={id}
        className="comment-composer__input pill-input"
        type="text"
        enterKeyHint="send"
        autoComplete="off"
        maxLength={COMMENT_LIMITS.maxLength}
        placeholder={placeholder}
        value={text}
        // biome-ignore lint/a11y/noAutofocus: the reply field opens because the user asked to reply.
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
        onFocus={(e) => {
          if (!guest) return;
          e.currentTarget.blur();
          onGuest();
        }}
      />
      <button
        type="submit"
        className="round-button comment-composer__send"
        aria-label={t.send}
        disabled={!guest && !canSend}
      >
        <SendHorizontal aria-hidden size={20} />
      </button>
    </form>
  );
}
