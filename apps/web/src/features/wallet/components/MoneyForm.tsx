// What the recharge and the withdrawal forms share: the amount, the 4-digit PIN (Enter
// submits; a valid or invalid style after the check), the PIN check first (the flow stops on a refusal),
// then the operation, and the button 'Recharger/Retirer {amount} {devise}'.
import { DEFAULTS, formatOrderAmount, type MeResponse } from '@sugu/domain';
import { type ReactNode, useId, useState } from 'react';
import { completePin, PinCode } from '../../../entities/session/components/PinCode';
import { Field } from '../../../shared/ui/Field';
import { FormError } from '../../../shared/ui/FormError';
import { walletText } from '../text';
import { AmountField, amountProblem, parseAmount } from './fields';
import { withPin } from './money-flow';

const t = walletText;
type PinState = 'idle' | 'valid' | 'invalid';

interface MoneyFormProps<T> {
  me: MeResponse;
  title: string;
  /** A recharge's: the balance may not pass its currency's maxBalance. */
  balance?: number;
  /** Fields between the amount and the PIN, and whether they are complete. */
  children?: ReactNode;
  complete?: boolean;
  hint?: string;
  /** Another part's message (the e-mailed code could not be sent), shown where the form's errors are. */
  message?: string | null;
  /** The button's text, given the amount with its currency. */
  button: (amount: string) => string;
  /** The operation, once the PIN is confirmed. */
  run: (amount: number, currency: string) => Promise<T>;
  /** Done: the form stays busy (the page leaves, or the view changes). */
  onDone: (value: T) => void;
}

export function MoneyForm<T>(props: MoneyFormProps<T>) {
  const { me, title, balance, children, complete = true, hint, message = null, button, run, onDone } = props;
  const pinId = useId();
  const [amountText, setAmountText] = useState('');
  const [pin, setPin] = useState('');
  const [pinState, setPinState] = useState<PinState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = parseAmount(amountText);
  const currency = me.devise || DEFAULTS.currency;
  const problem = amountProblem(amount, currency, balance);
  const code = completePin(pin);
  const ready = problem === null && complete && code !== null && !busy;

  async function submit() {
    if (!ready || amount === null || code === null) return;
    setBusy(true);
    setError(null);
    const result = await withPin(code, me.email, () => run(amount, currency));
    if (result.ok) {
      setPinState('valid');
      onDone(result.value);
      return;
    }
    if (result.pinRejected) setPinState('invalid');
    setError(result.message);
    setBusy(false);
  }

  const shown = error ?? message;
  return (
    <form
      className="wallet__form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="wallet__form-title">{title}</h2>
      <AmountField value={amountText} onChange={setAmountText} problem={problem} currency={currency} />
      {children}
      <Field id={pinId} label={t.pin}>
        <PinCode
          layout="field"
          id={pinId}
          className={`wallet__pin wallet__pin--${pinState}`}
          placeholder={t.pinPlaceholder}
          value={pin}
          invalid={pinState === 'invalid'}
          onChange={(v) => {
            setPin(v);
            setPinState('idle');
          }}
          onEnter={() => void submit()}
        />
      </Field>
      {hint && <p className="wallet__hint muted">{hint}</p>}
      <FormError message={shown} />
      <button type="submit" className="btn btn--primary btn--block" disabled={!ready}>
        {busy ? t.sending : button(formatOrderAmount(amount ?? 0, currency))}
      </button>
    </form>
  );
}
