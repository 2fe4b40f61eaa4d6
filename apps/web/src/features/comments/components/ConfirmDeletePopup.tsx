// Deleting a comment takes its replies with it and cannot be undone: the author confirms first.
import { useState } from 'react';
import { failureMessage } from '../../../shared/lib/api';
import { FormError } from '../../../shared/ui/FormError';
import { Popup } from '../../../shared/ui/Popup';
import { commentsText as t } from '../text';

interface ConfirmDeletePopupProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}

export function ConfirmDeletePopup({ open, onCancel, onConfirm }: ConfirmDeletePopupProps) {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setDeleting(true);
    setError(null);
    try {
      await onConfirm();
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Popup open={open} title={t.deleteTitle} onClose={deleting ? undefined : onCancel}>
      <p className="muted comments__confirm-text">{t.deleteText}</p>
      <FormError message={error} />
      <div className="comments__confirm-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={deleting}>
          {t.cancelDelete}
        </button>
        <button
          type="button"
          className="btn comments__delete"
          onClick={() => void confirm()}
          disabled={deleting}
        >
          {deleting ? t.deleting : t.delete}
        </button>
      </div>
    </Popup>
  );
}
