// Every operator action goes through this dialog: what the action does (the confirmation), the fields it
// needs (children), the written reason, then the PIN (PinPopup: the session's single-use grant), then the
// action itself. A refusal shows the server's French message and lets the operator try again; a grant that
// expired meanwhile asks for the PIN again. Phase-2 sections (disputes, reports, verifications) reuse it.
import { OPERATOR, operatorReasonField } from '@sugu/domain';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { PinPopup } from '../../../entities/session/components/PinPopup';
import { ApiError } from '../../../shared/lib/api';
import { firstIssue } from '../../../shared/lib/rule-message';
import { FormError } from '../../../shared/ui/FormError';
import { Popup } from '../../../shared/ui/Popup';
import type { ToastMessage } from '../../../shared/ui/Toast';
import { adminText } from '../text';

type Step = 'form' | 'pin' | 'sending';

/** A section's dialog around this one: what it acts on (null: closed), and what it says once done. */
export interface SectionDialogProps<T> {
  of: T | null;
  onClose: () => void;
  onDone: (message: ToastMessage) => void;
}

export interface OperatorActionDialogProps {
  open: boolean;
  title: string;
  /** What the action does, in plain French. */
  confirmText: string;
  /** The button that goes on to the PIN ('Renommer', 'Rembourser'…). */
  submitLabel: string;
  /** Fields the action needs besides the reason (a new name, an amount). */
  children?: ReactNode;
  /** False while those fields are incomplete. */
  ready?: boolean;
  /** A destructive action's button is red. */
  danger?: boolean;
  onClose: () => void;
  /** The action, once the PIN is confirmed; an ApiError's message is shown in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
}

export function OperatorActionDialog(props: OperatorActionDialogProps) {
  const { open, title, confirmText, submitLabel, children, ready = true, danger, onClose, onConfirm } = props;
  const t = adminText.dialog;
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<Step>('form');
  const [error, setError] = useState<string | null>(null);
  // Each PIN entry is a fresh popup, even when a refused action asks again before anything re-rendered.
  const [pinRound, setPinRound] = useState(0);
  const askPin = () => {
    setPinRound((n) => n + 1);
    setStep('pin');
  };

  useEffect(() => {
    if (!open) return;
    setReason('');
    setStep('form');
    setError(null);
  }, [open]);

  const goOn = () => {
    const checked = operatorReasonField.safeParse(reason);
    if (!checked.success) return setError(firstIssue(checked.error, t.reason).message);
    setError(null);
    askPin();
  };

  const act = async () => {
    setStep('sending');
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'pin_required') return askPin();
      setError(e instanceof ApiError ? e.message : String(e));
      setStep('form');
    }
  };

  if (!open) return null;
  if (step === 'pin') {
    return (
      <PinPopup
        key={pinRound}
        variant="settings"
        onClose={() => setStep('form')}
        onConfirmed={() => void act()}
      />
    );
  }
  return (
    <Popup open title={title} onClose={step === 'sending' ? undefined : onClose}>
      <form
        className="operator-dialog"
        data-testid="operator-action-dialog"
        onSubmit={(e) => {
          e.preventDefault();
          goOn();
        }}
      >
        <p>{confirmText}</p>
        {children}
        <div className="field">
          <label htmlFor={reasonId}>{t.reason}</label>
          <textarea
            id={reasonId}
            className="input"
            value={reason}
            maxLength={OPERATOR.reasonMax}
            placeholder={t.reasonPlaceholder}
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
        </div>
        <p className="muted operator-dialog__logged">{t.logged}</p>
        <FormError message={error} />
        <div className="operator-dialog__actions">
          <button type="button" className="btn" onClick={onClose} disabled={step === 'sending'}>
            {t.cancel}
          </button>
          <button
            type="submit"
            className={danger ? 'btn btn--danger' : 'btn btn--primary'}
            disabled={!ready || step === 'sending'}
          >
            {step === 'sending' ? t.sending : submitLabel}
          </button>
        </div>
      </form>
    </Popup>
  );
}
