import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import './toast.css';

export interface ToastMessage {
  text: string;
  tone: 'success' | 'error';
}

const VISIBLE_MS = 4000;

/** A short notice over the page (the spec's alerts): success is a status, failure an alert. */
export function Toast({ message, onDone }: { message: ToastMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [message, onDone]);

  if (!message) return null;
  const Icon = message.tone === 'success' ? CircleCheck : CircleAlert;
  return (
    <div className={`toast toast--${message.tone}`} role={message.tone === 'success' ? 'status' : 'alert'}>
      <Icon aria-hidden size={20} />
      <span>{message.text}</span>
    </div>
  );
}
