// The amount input both wallet forms share, with the rules of the wallet's currency (moneyBounds).
import { formatPrice, moneyBounds, moneyMessages, transferProblem } from '@sugu/domain';
import { useId } from 'react';
import { Field } from '../../../shared/ui/Field';
import { walletText } from '../text';

const t = walletText;

/** The typed amount as a whole number, or null while empty or not a number. */
export function parseAmount(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  return Number(text.trim());
}

/**
 * What is wrong with the amount in `currency` (the server's rules, in its words), or null. `balance`, for a
 * recharge: the balance may not pass the currency's maxBalance (the server also counts pending recharges).
 */
export function amountProblem(amount: number | null, currency: string, balance?: number): string | null {
  if (amount === null) return moneyMessages(currency).transferTooLow;
  const refused = transferProblem(amount, currency);
  if (refused) return refused;
  if (balance !== undefined && balance + amount > moneyBounds(currency).maxBalance) {
    return moneyMessages(currency).balanceFull;
  }
  return null;
}

export function AmountField({
  value,
  onChange,
  problem,
  currency,
}: {
  value: string;
  onChange: (v: string) => void;
  /** The wallet's: its minimum in the placeholder. */
  currency: string;
  /** amountProblem of the typed amount: shown once something is typed. */
  problem: string | null;
}) {
  const id = useId();
  const invalid = value !== '' && problem !== null;
  return (
    <Field id={id} label={t.amount}>
      <input
        id={id}
        className="input"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t.amountPlaceholder(formatPrice(moneyBounds(currency).minTransfer, currency))}
        value={value}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      />
      {invalid && (
        <p className="form-error wallet__field-error" id={`${id}-error`}>
          {problem}
        </p>
      )}
    </Field>
  );
}
