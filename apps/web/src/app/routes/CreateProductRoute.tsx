import { CreateProductPage } from '../../features/seller/components/CreateProductPage';

/** /creation/produit: a seller adds a product. */
export default function CreateProductRoute() {
  return <CreateProductPage />;
}
