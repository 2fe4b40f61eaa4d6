import { PaymentSuccessPage } from '../../features/wallet/components/PaymentPages';

/** /paiement/success: where the payment provider brings the payer back after a recharge. */
export default function PaymentSuccessRoute() {
  return <PaymentSuccessPage />;
}
