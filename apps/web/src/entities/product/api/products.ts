// Product fetchers and hooks: the filtered /boutique list, one product, a shop's products. Every product
// query sits under ['products'] (the seller's own list too), so a write refreshes them all.
import { PAGES, type Product, type ProductPage, type ProductSort } from '@sugu/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type LazySchema } from '../../../shared/lib/api';

export interface ProductFilters {
  keyword: string;
  categoryIds: string[];
  minPrice: string;
  maxPrice: string;
  sort: ProductSort;
}

/** GET /api/Product query string; empty values are left out (empty keyword = no keyword filter). */
export function productListPath(filters: ProductFilters, cursor?: string | null): string {
  const q = new URLSearchParams();
  const keyword = filters.keyword.trim();
  if (keyword) q.set('keyword', keyword);
  if (filters.categoryIds.length) q.set('categoryIds', filters.categoryIds.join(','));
  if (filters.minPrice) q.set('minPrice', filters.minPrice);
  if (filters.maxPrice) q.set('maxPrice', filters.maxPrice);
  q.set('sort', filters.sort);
  q.set('limit', String(PAGES.products));
  if (cursor) q.set('cursor', cursor);
  return `/api/Product?${q}`;
}

export const productKeys = {
  all: ['products'] as const,
  list: (filters: ProductFilters) => ['products', 'list', filters] as const,
  one: (id: string) => ['products', id] as const,
  ofShop: (shopId: string) => ['products', 'shop', shopId] as const,
};

export function useProductList(filters: ProductFilters) {
  return useInfiniteQuery({
    queryKey: productKeys.list(filters),
    queryFn: ({ pageParam }) => api.get<ProductPage>(productListPath(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One product's answer is checked with the shared schema, which loads with the first product asked. */
const productSchema: LazySchema<Product> = {
  load: async () => (await import('./response-schemas')).Product,
};

/** One product; `enabled` false waits (a sheet that already has what it shows). */
export function useProduct(id: string, enabled = true) {
  return useQuery({
    queryKey: productKeys.one(id),
    queryFn: () => api.get(`/api/Product/${encodeURIComponent(id)}`, productSchema),
    enabled,
  });
}

function pagePath(base: string, cursor: string | null): string {
  return cursor ? `${base}?cursor=${encodeURIComponent(cursor)}` : base;
}

/** Accepts a keyset page or a plain array (both shapes are lists of the same items). */
function asPage<T>(data: { items: T[]; nextCursor: string | null } | T[]) {
  return Array.isArray(data) ? { items: data, nextCursor: null } : data;
}

export function useShopProducts(shopId: string) {
  return useInfiniteQuery({
    queryKey: productKeys.ofShop(shopId),
    queryFn: async ({ pageParam }) =>
      asPage(
        await api.get<ProductPage | Product[]>(
          pagePath(`/api/Shop/${encodeURIComponent(shopId)}/products`, pageParam),
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export { asPage, pagePath };
