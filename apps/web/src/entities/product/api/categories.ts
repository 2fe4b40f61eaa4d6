// The product categories (the catalogue filters and the shop setup both list them).
import type { Category } from '@sugu/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';

/** The reference list's key: the console invalidates it after an operator edits a category. */
export const categoriesQueryKey = ['categories'] as const;

const categoriesQuery = queryOptions({
  queryKey: categoriesQueryKey,
  queryFn: async () => {
    const data = await api.get<Category[] | { items: Category[] }>('/api/Category/all-categories');
    return Array.isArray(data) ? data : data.items;
  },
  staleTime: 10 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
