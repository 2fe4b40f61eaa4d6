import { ShopProfilePage } from '../../features/shop/components/ShopProfilePage';

/** /boutique/{shopId}: a shop profile, its products and publications. */
export default function ShopRoute() {
  return <ShopProfilePage />;
}
