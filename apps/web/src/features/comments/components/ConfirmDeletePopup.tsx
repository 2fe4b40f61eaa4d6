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
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await onConfirm();
    } catch (err) {
      setError(failureMessage(err));
    }
  }

  return (
    <ConfirmPopup
      open={open}
      title={t.deleteTitle}
      text={t.deleteText}
      muted
      error={error}
      labels={{ cancel: t.cancelDelete, confirm: t.delete, busy: t.deleting }}
      onCancel={onCancel}
      onConfirm={confirm}
    />
  );
}
