import { useCallback, useState } from 'react';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import type { ReportTarget } from './ReportPopup';
import { ReportPopup } from './ReportPopup.lazy';

/**
 * The report popup of `target` (null: closed), loaded at its first open, then the server's thanks as a
 * toast. Every 'Signaler' of the app (a card, a shop, a comment, a message) opens this one.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const done = useCallback((text: string) => setToast({ text, tone: 'success' }), []);
  const hide = useCallback(() => setToast(null), []);
  return (
    <>
      <LazyLayer open={target !== null} onClose={onClose}>
        <ReportPopup target={target} onClose={onClose} onDone={done} />
      </LazyLayer>
      <Toast message={toast} onDone={hide} />
    </>
  );
}

export type { ReportTarget };
