import { PaymentNotifPage } from '../../features/wallet/components/PaymentPages';

/** /paiement/notif: the status of the user's last wallet operation. */
export default function PaymentNotifRoute() {
  return <PaymentNotifPage />;
}
