import { CatalogPage } from '../../features/shop/components/CatalogPage';
import { shopText } from '../../features/shop/text';
import { RegionBoundary } from '../../shared/ui/RegionState';

/** /boutique: the product catalogue with its search and filters. */
export default function CatalogRoute() {
  return (
    <RegionBoundary message={shopText.catalog.loadFailed}>
      <CatalogPage />
    </RegionBoundary>
  );
}
