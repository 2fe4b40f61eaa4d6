// /boutique filters live in the URL query string, so a reload or a shared link keeps them.
import { PRODUCT_SORTS, type ProductSort } from '@sugu/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductFilters } from '../../../entities/product/api/products';
import { shopText } from '../text';

const DEFAULT_SORT: ProductSort = 'price_asc';

const digits = (v: string | null) => (v && /^\d+$/.test(v) ? v : '');

export function parseFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort') as ProductSort | null;
  return {
    keyword: params.get('q') ?? '',
    categoryIds: (params.get('cat') ?? '').split(',').filter(Boolean),
    minPrice: digits(params.get('min')),
    maxPrice: digits(params.get('max')),
    sort: sort && PRODUCT_SORTS.includes(sort) ? sort : DEFAULT_SORT,
  };
}

export function filtersToParams(f: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.keyword.trim()) params.set('q', f.keyword.trim());
  if (f.categoryIds.length) params.set('cat', f.categoryIds.join(','));
  if (f.minPrice) params.set('min', f.minPrice);
  if (f.maxPrice) params.set('max', f.maxPrice);
  if (f.sort !== DEFAULT_SORT) params.set('sort', f.sort);
  return params;
}

/** The filters of the sheet and the sidebar (everything but the keyword). */
export type FilterDraft = Omit<ProductFilters, 'keyword'>;

export const EMPTY_DRAFT: FilterDraft = { categoryIds: [], minPrice: '', maxPrice: '', sort: DEFAULT_SORT };

/** The badge count: each category, a min price, a max price and a non-default sort count one each. */
export function countActiveFilters(f: FilterDraft): number {
  return (
    f.categoryIds.length + (f.minPrice ? 1 : 0) + (f.maxPrice ? 1 : 0) + (f.sort !== DEFAULT_SORT ? 1 : 0)
  );
}

export function useCatalogFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<ProductFilters>) =>
      setParams((prev) => filtersToParams({ ...parseFilters(prev), ...patch }), { replace: true }),
    [setParams],
  );
  return { filters, update };
}

/**
 * The price range's legend names the currency the viewer's prices are in: the account's devise; a guest
 * reading French is the spec's Malian visitor (FCFA); a guest reading another language may be anywhere, so
 * no currency is claimed.
 */
export function priceLegend(devise: string | null | undefined, locale: string): string {
  const currency = devise || (locale === 'fr' ? 'XOF' : null);
  if (currency === 'XOF') return shopText.catalog.price;
  return currency ? shopText.catalog.priceIn(currency) : shopText.catalog.priceAny;
}
