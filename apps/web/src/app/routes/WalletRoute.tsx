import { WalletPage } from '../../features/wallet/components/WalletPage';

/** /portefeuille: balance, recharge, withdrawal and history; guests are invited to log in. */
export default function WalletRoute() {
  return <WalletPage />;
}
