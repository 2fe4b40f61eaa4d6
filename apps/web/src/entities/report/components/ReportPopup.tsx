import { MODERATION, MODERATION_MSG, type ReportTargetType } from '@sugu/domain';
import { useState } from 'react';
import { failureMessage } from '../../../shared/lib/api';
import { FormError } from '../../../shared/ui/FormError';
import { Popup } from '../../../shared/ui/Popup';
import { postReport } from '../api/report';
import { reportText as t } from '../text';
import './report-popup.css';

/** What is reported: a shop, a product, a publication, a comment, a message or a user. */
export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

/**
 * The one report popup of the app: the reason (required, MODERATION.reasonMax characters), then the
 * server's French answer through `onDone` ('Signalement envoyé, merci').
 */
export function ReportPopup({
  target,
  onClose,
  onDone,
}: {
  target: ReportTarget | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!target) return;
    if (reason.trim() === '') {
      setError(MODERATION_MSG.reasonRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { message } = await postReport({ ...target, reason });
      setReason('');
      onClose();
      onDone(message);
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup open={target !== null} title={target ? t.title[target.targetType] : t.report} onClose={onClose}>
      <form
        className="report-popup"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor="report-reason">{t.reason}</label>
          <textarea
            id="report-reason"
            className="input report-popup__reason"
            placeholder={t.placeholder}
            value={reason}
            maxLength={MODERATION.reasonMax}
            rows={4}
            aria-invalid={error ? true : undefined}
            aria-describedby="report-hint"
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
        </div>
        <p id="report-hint" className="muted report-popup__hint">
          {t.hint}
        </p>
        <FormError message={error} />
        <div className="report-popup__actions">
          <button type="button" className="btn" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? t.sending : t.submit}
          </button>
        </div>
      </form>
    </Popup>
  );
}
