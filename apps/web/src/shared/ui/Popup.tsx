import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
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

/** A modal dialog: locks body scroll, closes on Escape and on the backdrop, keeps focus inside. */
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

  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlock();
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <div className={`popup popup--${variant}`}>
      <button
        type="button"
        className="popup__backdrop"
        aria-label={closeLabel}
        tabIndex={-1}
        onClick={onClose}
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
            <button type="button" className="popup__close" aria-label={closeLabel} onClick={onClose}>
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
