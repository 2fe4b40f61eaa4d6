import { PaymentInfoPage } from '../../features/wallet/components/PaymentPages';

/** /paiement: where payments happen (the wallet). */
export default function PaymentRoute() {
  return <PaymentInfoPage />;
}
