// Asks before what cannot be undone (deleting a comment with its replies, a product, a publication): the
// consequence, the refusal if the request failed, 'Annuler' and the red confirmation that waits for the request.
// While it runs (`onConfirm`'s promise), the popup cannot be closed; the caller handles its failure.
import { useState } from 'react';
import { FormError } from './FormError';
import { Popup } from './Popup';
import './confirm-popup.css';

interface ConfirmPopupProps {
  open: boolean;
  title: string;
  text: string;
  /** The consequence in the muted tone (a comment) or plain (a product). */
  muted?: boolean;
  error?: string | null;
  labels: { cancel: string; confirm: string; busy: string };
  onCancel: () => void;
  /** The request; the confirmation says `labels.busy` until it settles. It handles its own failure. */
  onConfirm: () => Promise<void>;
}

export function ConfirmPopup({
  open,
  title,
  text,
  muted,
  error,
  labels,
  onCancel,
  onConfirm,
}: ConfirmPopupProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup open={open} title={title} onClose={busy ? undefined : onCancel}>
      <p className={muted ? 'muted confirm-popup__text' : 'confirm-popup__text'}>{text}</p>
      {error !== undefined && <FormError message={error} />}
      <div className="confirm-popup__actions">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          {labels.cancel}
        </button>
        <button
          type="button"
          className="btn confirm-popup__danger"
          onClick={() => void confirm()}
          disabled={busy}
        >
          {busy ? labels.busy : labels.confirm}
        </button>
      </div>
    </Popup>
  );
}
