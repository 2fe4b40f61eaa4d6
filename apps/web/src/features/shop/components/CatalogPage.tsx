import type { Product } from '@sugu/domain';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useCategories } from '../../../entities/product/api/categories';
import { useProductList } from '../../../entities/product/api/products';
import { ProductDetailsSheet } from '../../../entities/product/components/ProductDetailsSheet.lazy';
import { useMediaQuery, WIDE_LAYOUT } from '../../../shared/hooks/use-media-query';
import { LazyLayer } from '../../../shared/ui/LazyLayer';
import { shopText } from '../text';
import { CatalogSearch } from './CatalogSearch';
import { CategoryChips } from './CategoryChips';
import { countActiveFilters, type FilterDraft, filtersToParams, useCatalogFilters } from './catalog-filters';
import { FilterSheet } from './FilterSheet.lazy';
import { FilterSidebar } from './FilterSidebar.lazy';
import { ProductGrid, useLoadedProducts } from './ProductGrid';
import './shop.css';

const t = shopText.catalog;

/**
 * /boutique: the product grid with server-side search, filters and sort kept in the URL. Guests browse it
 * freely; the invite appears only when they act (order, follow, rate, chat).
 */
export function CatalogPage() {
  const wide = useMediaQuery(WIDE_LAYOUT);
  const { filters, update } = useCatalogFilters();
  const categories = useCategories().data ?? [];
  const list = useProductList(filters);
  const [selected, setSelected] = useState<Product | null>(null);
  const [sheetKey, setSheetKey] = useState(0);
  const [sheetOpen, setSheetOpen] = useState(false);
  const closeFilters = useCallback(() => setSheetOpen(false), []);
  const closeDetails = useCallback(() => setSelected(null), []);

  const applied: FilterDraft = useMemo(
    () => ({
      categoryIds: filters.categoryIds,
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
      sort: filters.sort,
    }),
    [filters],
  );
  const active = countActiveFilters(applied);
  const products = useLoadedProducts(list);
  // ProductGrid renders new cards in a deferred render: the list stays busy until they are on screen.
  const shown = useDeferredValue(products);

  return (
    <div className="catalog">
      <header className="top-bar catalog__header">
        <div className="catalog__header-inner">
          <h1 className="visually-hidden">{t.title}</h1>
          <CatalogSearch keyword={filters.keyword} onSearch={(keyword) => update({ keyword })} />
          {!wide && (
            <button
              type="button"
              className="catalog__filter-button"
              aria-label={t.openFilters(active)}
              onClick={() => {
                setSheetKey((k) => k + 1);
                setSheetOpen(true);
              }}
            >
              <SlidersHorizontal aria-hidden size={20} />
              {active > 0 && (
                <span className="badge catalog__badge" data-testid="filter-badge">
                  {active}
                </span>
              )}
            </button>
          )}
        </div>
        {!wide && (
          <CategoryChips
            categories={categories}
            selected={filters.categoryIds}
            onSelect={(categoryIds) => update({ categoryIds })}
          />
        )}
      </header>
      <div className="catalog__body">
        {wide && (
          // The empty column keeps the grid in place while the sidebar's code arrives.
          <LazyLayer open fallback={<aside className="catalog__sidebar" aria-hidden />}>
            <FilterSidebar applied={applied} categories={categories} onApply={update} />
          </LazyLayer>
        )}
        <main
          className="catalog__main"
          aria-busy={list.isFetching || shown !== products}
          data-search={filtersToParams(filters).toString()}
        >
          <ProductGrid
            list={list}
            onOpen={setSelected}
            emptyText={filters.keyword ? t.emptyKeyword(filters.keyword) : t.empty}
            emptyHint={active > 0 || filters.keyword ? t.emptyHint : undefined}
          />
        </main>
      </div>
      {!wide && (
        <LazyLayer open={sheetOpen} onClose={closeFilters}>
          <FilterSheet
            key={sheetKey}
            open={sheetOpen}
            applied={applied}
            categories={categories}
            onApply={update}
            onClose={closeFilters}
          />
        </LazyLayer>
      )}
      <LazyLayer open={selected !== null} onClose={closeDetails}>
        <ProductDetailsSheet product={selected} onClose={closeDetails} />
      </LazyLayer>
    </div>
  );
}
