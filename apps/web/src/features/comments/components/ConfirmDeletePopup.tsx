// Deleting a comment takes its replies with it and cannot be undone: the author confirms first.
import { useState } from 'react';
import { failureMessage } from '../../../shared/lib/api';
import { ConfirmPopup } from '../../../shared/ui/ConfirmPopup';
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
    <ConfirmPopup
      open={open}
      title={t.deleteTitle}
      text={t.deleteText}
      muted
      error={error}
      busy={deleting}
      labels={{ cancel: t.cancelDelete, confirm: t.delete, busy: t.deleting }}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    />
  );
}
