import { CatalogPage } from '../../features/shop/components/CatalogPage';

/** /boutique: the product catalogue with its search and filters. */
export default function CatalogRoute() {
  return <CatalogPage />;
}
