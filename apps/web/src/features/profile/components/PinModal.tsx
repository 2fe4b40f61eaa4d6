// The settings' PIN modal (spec 2 §2, §8): four single-digit boxes; a wrong PIN reads 'Code PIN incorrect',
// clears the digits and puts the focus back on the first box. A correct one gives the session its grant.
import { PIN, SETTINGS_MSG } from '@sugu/domain';
import { useEffect, useRef, useState } from 'react';
import { confirmPin } from '../../../entities/session/api/confirm-pin';
import { countdown, usePinLock } from '../../../entities/session/pin-lock';
import { pinLockText } from '../../../entities/session/text';
import { ApiError } from '../../../shared/lib/api';
import { Popup } from '../../../shared/ui/Popup';
import { profileText } from '../text';

const t = profileText;
const EMPTY = Array.from({ length: PIN.length }, () => '');

interface PinModalProps {
  open: boolean;
  email: string;
  onClose: () => void;
  onConfirmed: () => void;
}

export function PinModal({ open, email, onClose, onConfirmed }: PinModalProps) {
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const lockLeft = usePinLock();
  const locked = lockLeft !== null;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (!open) return;
    setDigits(EMPTY);
    setError(null);
    // After the popup focused its panel.
    const frame = requestAnimationFrame(() => boxes.current[0]?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);

  function type(index: number, value: string) {
    const digit = value.replace(/\D/g, '').slice(-1);
    const next = digits.map((d, i) => (i === index ? digit : d));
    setDigits(next);
    setError(null);
    if (digit && index < PIN.length - 1) boxes.current[index + 1]?.focus();
  }

  async function submit() {
    const code = digits.join('');
    if (code.length !== PIN.length || busy || locked) return;
    setBusy(true);
    try {
      await confirmPin(code, email);
      setBusy(false);
      onConfirmed();
    } catch (err) {
      setBusy(false);
      // Locked out: the lock's line below says it with its countdown; otherwise the settings' own text.
      if (err instanceof ApiError && err.code === 'pin_locked') setError(null);
      else setError(err instanceof ApiError && err.status === 429 ? err.message : SETTINGS_MSG.pinIncorrect);
      setDigits(EMPTY);
      boxes.current[0]?.focus();
    }
  }

  return (
    <Popup open={open} title={t.pinTitle} onClose={onClose}>
      <form
        className="pin"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="pin__text muted">{t.pinText}</p>
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
              autoComplete="off"
              maxLength={1}
              aria-label={t.pinDigit(i + 1)}
              value={digit}
              disabled={locked}
              onChange={(e) => type(i, e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Backspace' && !digit && i > 0) boxes.current[i - 1]?.focus();
              }}
            />
          ))}
        </div>
        {locked ? (
          <p className="form-error pin__error" role="alert">
            {pinLockText.lockedFor(countdown(lockLeft))}
          </p>
        ) : (
          error && (
            <p className="form-error pin__error" role="alert">
              {error}
            </p>
          )
        )}
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={digits.join('').length !== PIN.length || busy || locked}
        >
          {busy ? t.pinChecking : t.pinSubmit}
        </button>
      </form>
    </Popup>
  );
}
