import { WALLET_MSG } from '@sugu/domain';
import { WalletPage } from '../../features/wallet/components/WalletPage';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { RegionBoundary } from '../../shared/ui/RegionState';
import { routeText } from './text';

/** /portefeuille: balance, recharge, withdrawal and history (each its own region); guests are invited. */
export default function WalletRoute() {
  // The tab reads 'Mon portefeuille' plus the product name.
  useDocumentTitle(`${routeText.wallet.title} | ${routeText.siteName}`);
  return (
    <RegionBoundary message={WALLET_MSG.genericError}>
      <WalletPage />
    </RegionBoundary>
  );
}
