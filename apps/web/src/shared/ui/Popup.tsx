import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { type PopupHandle, pushPopup } from './popup-stack';
import { lockScroll } from './scroll-lock';
import './popup.css';

interface PopupProps {
  open: boolean;
  title: string;
  onClose?: () => void;
  children: ReactNode;
  /** 'sheet' slides up from the bottom on phones; 'dialog' is centred. */
  variant?: 'dialog' | 'sheet';
  closeLabel?: string;
}

/**
 * A modal dialog: locks body scroll, closes on the backdrop, and, when it is the topmost popup, on Escape
 * and on the phone's back button (popup-stack.ts); keeps focus inside.
 */
export function Popup({
  open,
  title,
  onClose,
  children,
  variant = 'dialog',
  closeLabel = 'Fermer',
}: PopupProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // Parents pass a new arrow on each render: the stack calls the latest one without re-registering.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const closable = onClose !== undefined;
  const handle = useRef<PopupHandle | null>(null);
  const dismiss = () => (handle.current ? handle.current.dismiss() : closeRef.current?.());

  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    // A popup that cannot close (email verification) takes no history entry: back leaves as usual.
    const pushed = closable ? pushPopup(() => closeRef.current?.()) : null;
    handle.current = pushed;
    return () => {
      pushed?.release();
      if (handle.current === pushed) handle.current = null;
      unlock();
      previous?.focus?.();
    };
  }, [open, closable]);

  if (!open) return null;
  return createPortal(
    <div className={`popup popup--${variant}`}>
      <button
        type="button"
        className="popup__backdrop"
        aria-label={closeLabel}
        tabIndex={-1}
        onClick={closable ? dismiss : undefined}
      />
      <div
        className="popup__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={panel}
      >
        <header className="popup__header">
          <h2 id={titleId}>{title}</h2>
          {onClose && (
            <button type="button" className="popup__close" aria-label={closeLabel} onClick={dismiss}>
              <X aria-hidden size={22} />
            </button>
          )}
        </header>
        <div className="popup__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
