// Recharge (spec 2 §2, §4): amount and PIN, PIN check, then POST /api/Payments/start and the browser goes
// to the provider's payment page; the provider brings the payer back to /paiement/success.
import { DEFAULTS, formatNumber, type MeResponse, PIN } from '@sugu/domain';
import { useState } from 'react';
import { startPayment } from '../api/wallet';
import { walletText } from '../text';
import { AmountField, amountProblem, PinField, type PinState, parseAmount } from './fields';
import { withPin } from './money-flow';

const t = walletText;

export function RechargeForm({ me }: { me: MeResponse }) {
  const [amountText, setAmountText] = useState('');
  const [pin, setPin] = useState('');
  const [pinState, setPinState] = useState<PinState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amount = parseAmount(amountText);
  const currency = me.devise || DEFAULTS.currency;
  const problem = amountProblem(amount, me.walletBudget);
  const ready = problem === null && pin.length === PIN.length && !busy;

  async function submit() {
    if (!ready || amount === null) return;
    setBusy(true);
    setError(null);
    const result = await withPin(pin, me.email, () =>
      startPayment({ amount, currency, description: t.rechargeDescription(me.username) }),
    );
    if (result.ok) {
      setPinState('valid');
      window.location.assign(result.value.paymentUrl);
      return;
    }
    if (result.pinRejected) setPinState('invalid');
    setError(result.message);
    setBusy(false);
  }

  return (
    <form
      className="wallet__form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="wallet__form-title">{t.recharge}</h2>
      <AmountField value={amountText} onChange={setAmountText} problem={problem} />
      <PinField
        value={pin}
        state={pinState}
        onChange={(v) => {
          setPin(v);
          setPinState('idle');
        }}
        onEnter={() => void submit()}
      />
      <p className="wallet__hint muted">{t.rechargeHint}</p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={!ready}>
        {busy ? t.sending : t.rechargeButton(formatNumber(amount ?? 0), currency)}
      </button>
    </form>
  );
}
