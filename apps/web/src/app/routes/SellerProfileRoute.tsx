import { SellerProfilePage } from '../../features/seller/components/SellerProfilePage';
import { sellerText } from '../../features/seller/text';
import { RegionBoundary } from '../../shared/ui/RegionState';

/** /profil-vendeur: the seller's own shop, products and publications (each tab its own region). */
export default function SellerProfileRoute() {
  return (
    <RegionBoundary message={sellerText.loadFailed}>
      <SellerProfilePage />
    </RegionBoundary>
  );
}
