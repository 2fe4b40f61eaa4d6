import { ShopSetupPage } from '../../features/seller/components/ShopSetupPage';

/** /configuration-boutique: a new seller sets up the shop. */
export default function ShopSetupRoute() {
  return <ShopSetupPage />;
}
