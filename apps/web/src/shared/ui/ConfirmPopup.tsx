// Asks before what cannot be undone (deleting a comment with its replies, a product, a publication): the
// consequence, the refusal if the request failed, 'Annuler' and the red confirmation that waits for the request.
// While it runs, the popup cannot be closed.
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
  busy: boolean;
  labels: { cancel: string; confirm: string; busy: string };
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmPopup({
  open,
  title,
  text,
  muted,
  error,
  busy,
  labels,
  onCancel,
  onConfirm,
}: ConfirmPopupProps) {
  return (
    <Popup open={open} title={title} onClose={busy ? undefined : onCancel}>
      <p className={muted ? 'muted confirm-popup__text' : 'confirm-popup__text'}>{text}</p>
      {error !== undefined && <FormError message={error} />}
      <div className="confirm-popup__actions">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>
          {labels.cancel}
        </button>
        <button type="button" className="btn confirm-popup__danger" onClick={onConfirm} disabled={busy}>
          {busy ? labels.busy : labels.confirm}
        </button>
      </div>
    </Popup>
  );
}
