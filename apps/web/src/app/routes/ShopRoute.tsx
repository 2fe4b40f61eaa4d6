import { useParams } from 'react-router';
import { ShopProfilePage } from '../../features/shop/components/ShopProfilePage';
import { shopText } from '../../features/shop/text';
import { RegionBoundary } from '../../shared/ui/RegionState';

/** /boutique/{shopId}: a shop profile, its products and publications (each tab its own region). */
export default function ShopRoute() {
  const { shopId } = useParams();
  return (
    <RegionBoundary message={shopText.shop.loadFailed} resetKey={shopId}>
      <ShopProfilePage />
    </RegionBoundary>
  );
}
