// The amount and PIN inputs both wallet forms share (spec 2 §2, §5).
import { LIMITS, PIN, WALLET_MSG } from '@sugu/domain';
import { useId } from 'react';
import { walletText } from '../text';

const t = walletText;

/** The typed amount as a whole number, or null while empty or not a number. */
export function parseAmount(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  return Number(text.trim());
}

export const amountOk = (amount: number | null) => amount !== null && amount >= LIMITS.walletMinAmount;

export function AmountField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const id = useId();
  const amount = parseAmount(value);
  const invalid = value !== '' && !amountOk(amount);
  return (
    <div className="field">
      <label htmlFor={id}>{t.amount}</label>
      <input
        id={id}
        className="input"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.amountPlaceholder}
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      {invalid && (
        <p className="form-error wallet__field-error" id={`${id}-error`}>
          {WALLET_MSG.amountInvalid}
        </p>
      )}
    </div>
  );
}

export type PinState = 'idle' | 'valid' | 'invalid';

export function PinField({
  value,
  state,
  onChange,
  onEnter,
}: {
  value: string;
  state: PinState;
  onChange: (v: string) => void;
  onEnter: () => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t.pin}</label>
      <input
        id={id}
        className={`input wallet__pin wallet__pin--${state}`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PIN.length}
        placeholder={t.pinPlaceholder}
        value={value}
        aria-invalid={state === 'invalid'}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, PIN.length))}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onEnter();
          }
        }}
      />
    </div>
  );
}
