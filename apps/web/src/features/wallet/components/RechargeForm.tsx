// Recharge: amount and PIN, PIN check, then POST /api/Payments/start and the browser goes
// to the provider's payment page; the provider brings the payer back to /paiement/success.
import type { MeResponse } from '@sugu/domain';
import { startPayment } from '../api/wallet';
import { walletText } from '../text';
import { MoneyForm } from './MoneyForm';

const t = walletText;

export function RechargeForm({ me }: { me: MeResponse }) {
  return (
    <MoneyForm
      me={me}
      title={t.recharge}
      balance={me.walletBudget}
      hint={t.rechargeHint}
      button={t.rechargeButton}
      run={(amount, currency) =>
        startPayment({ amount, currency, description: t.rechargeDescription(me.username) })
      }
      onDone={({ paymentUrl }) => window.location.assign(paymentUrl)}
    />
  );
}
