import { PIN, TIMINGS } from '@sugu/domain';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { countdown, notePinRefusal, usePinLock } from '../../../entities/session/pin-lock';
import { ApiError } from '../../../shared/lib/api';
import { Popup } from '../../../shared/ui/Popup';
import { confirmPin } from '../api/orders';
import { orderText } from '../text';

const t = orderText.pin;
const EMPTY = Array.from({ length: PIN.length }, () => '');

type Status = 'idle' | 'checking' | 'validated' | 'incorrect';

interface PinPopupProps {
  /** Called TIMINGS.pinSuccessCloseMs after 'Code validé !' (the caller closes the popup). */
  onValidated: () => void;
  onClose: () => void;
}

/**
 * 'Confirmation PIN' (spec 2 §4): four digit boxes; 'Code validé !', 'Code incorrect', 'Trop de tentatives'
 * with the time the server says the lock still runs.
 */
export function PinPopup({ onValidated, onClose }: PinPopupProps) {
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const lockLeft = usePinLock();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const done = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(done.current), []);

  const code = digits.join('');
  const locked = lockLeft !== null;
  const busy = status === 'checking' || status === 'validated';

  const type = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    const next = [...digits];
    // Several digits at once (paste, autofill) fill the following boxes.
    for (let i = 0; i < typed.length && index + i < PIN.length; i++) next[index + i] = typed[i] ?? '';
    if (!typed) next[index] = '';
    setDigits(next);
    setError(null);
    const focus = Math.min(index + typed.length, PIN.length - 1);
    if (typed) boxes.current[focus]?.focus();
  };

  const submit = async () => {
    if (code.length !== PIN.length || busy || locked) return;
    setStatus('checking');
    try {
      await confirmPin(code);
      setStatus('validated');
      done.current = window.setTimeout(onValidated, TIMINGS.pinSuccessCloseMs);
    } catch (e) {
      setDigits(EMPTY);
      boxes.current[0]?.focus();
      setStatus('incorrect');
      notePinRefusal(e);
      // The lock has its own line, with its countdown, for as long as it runs.
      if (e instanceof ApiError && e.code === 'pin_locked') setError(null);
      else setError(e instanceof ApiError && e.code !== 'pin_incorrect' ? e.message : t.incorrect);
    }
  };

  return (
    <Popup open title={t.title} onClose={busy ? undefined : onClose}>
      <form
        className="pin"
        data-testid="pin-popup"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <span className="pin__icon">
          <ShieldCheck aria-hidden size={28} />
        </span>
        <p className="muted">{t.text}</p>
        <div className="pin__boxes">
          {digits.map((digit, i) => (
            <input
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
              key={i}
              ref={(el) => {
                boxes.current[i] = el;
              }}
              className="pin__box"
              type="password"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={PIN.length}
              aria-label={t.digit(i + 1)}
              value={digit}
              disabled={locked || busy}
              // biome-ignore lint/a11y/noAutofocus: the popup exists to type the code
              autoFocus={i === 0}
              onChange={(e) => type(i, e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Backspace' && !digit && i > 0) boxes.current[i - 1]?.focus();
              }}
            />
          ))}
        </div>
        {status === 'validated' && (
          <p className="pin__ok" role="status">
            {t.validated}
          </p>
        )}
        {locked ? (
          <p className="pin__error" role="alert">
            {t.locked} · {t.lockedFor(countdown(lockLeft))}
          </p>
        ) : (
          error && (
            <p className="pin__error" role="alert">
              {error}
            </p>
          )
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={code.length !== PIN.length || busy || locked}
        >
          {status === 'checking' ? t.checking : t.confirm}
        </button>
      </form>
    </Popup>
  );
}
