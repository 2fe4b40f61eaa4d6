import { WalletPage } from '../../features/wallet/components/WalletPage';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { routeText } from './text';

/** /portefeuille: balance, recharge, withdrawal and history; guests are invited to log in. */
export default function WalletRoute() {
  // Spec 2 §2: 'Mon portefeuille' plus the product name.
  useDocumentTitle(`${routeText.wallet.title} | ${routeText.siteName}`);
  return <WalletPage />;
}
