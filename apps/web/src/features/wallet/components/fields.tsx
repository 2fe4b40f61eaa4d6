// The amount input both wallet forms share, with its rules (minimum, MONEY.maxTransfer).
import { LIMITS, MONEY, MONEY_MSG, WALLET_MSG } from '@sugu/domain';
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
 * What is wrong with the amount (the server's rules, in its words), or null. `balance`, for a recharge: the
 * balance may not pass MONEY.maxBalance (the server also counts the recharges still pending).
 */
export function amountProblem(amount: number | null, balance?: number): string | null {
  if (amount === null || amount < LIMITS.walletMinAmount) return WALLET_MSG.amountInvalid;
  if (amount > MONEY.maxTransfer) return MONEY_MSG.transferTooHigh;
  if (balance !== undefined && balance + amount > MONEY.maxBalance) return MONEY_MSG.balanceFull;
  return null;
}

export function AmountField({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (v: string) => void;
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
        placeholder={t.amountPlaceholder}
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
