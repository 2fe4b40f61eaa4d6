import { ProductPage } from '../../features/shop/components/ProductPage';

/** /produit/{id}: one product on its own page. */
export default function ProductRoute() {
  return <ProductPage />;
}
