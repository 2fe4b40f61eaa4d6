import { SellerProfilePage } from '../../features/seller/components/SellerProfilePage';

/** /profil-vendeur: the seller's own shop, products and publications. */
export default function SellerProfileRoute() {
  return <SellerProfilePage />;
}
