// Product fetchers and hooks: the filtered /boutique list, one product, a shop's products.
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

export function useProductList(filters: ProductFilters) {
  return useInfiniteQuery({
    queryKey: ['products', 'list', filters],
    queryFn: ({ pageParam }) => api.get<ProductPage>(productListPath(filters, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** One product's answer is checked with the shared schema, which loads with the first product asked. */
export const productSchema: LazySchema<Product> = {
  load: async () => (await import('./response-schemas')).Product,
};

export const productQueryKey = (id: string) => ['products', id] as const;

export function useProduct(id: string) {
  return useQuery({
    queryKey: productQueryKey(id),
    queryFn: () => api.get(`/api/Product/${encodeURIComponent(id)}`, productSchema),
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
    queryKey: ['products', 'shop', shopId],
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
