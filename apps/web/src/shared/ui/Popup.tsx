import { X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { usePopupLayer } from './use-popup-layer';
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
  const closable = onClose !== undefined;
  const dismiss = usePopupLayer(panel, onClose, open);

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
