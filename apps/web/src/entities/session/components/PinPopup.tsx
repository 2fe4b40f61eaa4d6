// The PIN popup of the purchase flow and of the settings: four digit boxes; a correct
// PIN gives the session its single-use grant (confirmPin). Each variant keeps the spec's own words:
// - order: 'Confirmation PIN'; 'Code validé !' then, TIMINGS.pinSuccessCloseMs later, the next step;
//   a refusal reads 'Code incorrect';
// - settings: 'Code PIN'; the section opens at once; a refusal reads 'Code PIN incorrect'.
// Both clear the digits and put the focus back on the first box after a refusal, and while the PIN is locked
// show 'Trop de tentatives' with the time the server says is left (pin-lock.ts), the boxes disabled.
import { TIMINGS } from '@sugu/domain';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/lib/api';
import { Popup } from '../../../shared/ui/Popup';
import { confirmPin } from '../api/confirm-pin';
import { useMe } from '../api/me';
import { countdown, usePinLock } from '../pin-lock';
import { pinText } from '../text';
import { completePin, PinCode } from './PinCode';
import './pin-popup.css';

type Status = 'idle' | 'checking' | 'validated';

interface PinPopupProps {
  variant: 'order' | 'settings';
  /** Kept mounted between uses (settings): each opening starts empty. */
  open?: boolean;
  onClose: () => void;
  /** The PIN is confirmed: the caller goes on (and closes the popup). */
  onConfirmed: () => void;
}

export function PinPopup({ variant, open = true, onClose, onConfirmed }: PinPopupProps) {
  const t = pinText[variant];
  const { data: me } = useMe();
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState(0);
  const lockLeft = usePinLock();
  const locked = lockLeft !== null;
  const firstBox = useRef<HTMLInputElement>(null);
  const done = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(done.current), []);

  useEffect(() => {
    if (!open) return;
    setValue('');
    setError(null);
    setStatus('idle');
    // After the popup focused its panel.
    const frame = requestAnimationFrame(() => firstBox.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  // After the popup settled (it takes the focus back when it can close again): the first box.
  useEffect(() => {
    if (refusals > 0) firstBox.current?.focus();
  }, [refusals]);

  const code = completePin(value);
  const busy = status !== 'idle';

  const submit = async () => {
    if (!code || busy || locked) return;
    setStatus('checking');
    try {
      await confirmPin(code, me?.email);
    } catch (e) {
      setValue('');
      setStatus('idle');
      setRefusals((n) => n + 1);
      // The lock has its own line, with its countdown, for as long as it runs.
      if (e instanceof ApiError && e.code === 'pin_locked') setError(null);
      else setError(e instanceof ApiError && e.code !== 'pin_incorrect' ? e.message : t.incorrect);
      return;
    }
    if (variant === 'settings') return onConfirmed();
    setStatus('validated');
    done.current = window.setTimeout(onConfirmed, TIMINGS.pinSuccessCloseMs);
  };

  return (
    <Popup open={open} title={t.title} onClose={busy ? undefined : onClose}>
      <form
        className="pin"
        data-testid="pin-popup"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {variant === 'order' && (
          <span className="icon-disc">
            <ShieldCheck aria-hidden size={28} />
          </span>
        )}
        <p className="muted">{t.text}</p>
        <PinCode
          layout="boxes"
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          disabled={locked || status === 'validated'}
          readOnly={status === 'checking'}
          firstBox={firstBox}
        />
        {status === 'validated' && (
          <p className="pin__ok" role="status">
            {pinText.validated}
          </p>
        )}
        {locked ? (
          <p className="pin__error" role="alert">
            {pinText.lockedFor(countdown(lockLeft))}
          </p>
        ) : (
          error && (
            <p className="pin__error" role="alert">
              {error}
            </p>
          )
        )}
        <button type="submit" className="btn btn--primary btn--block" disabled={!code || busy || locked}>
          {status === 'checking' ? pinText.checking : pinText.confirm}
        </button>
      </form>
    </Popup>
  );
}
