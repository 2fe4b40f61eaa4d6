// The product categories (the catalogue filters and the shop setup both list them).
import type { Category } from '@sugu/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';

const categoriesQuery = queryOptions({
  queryKey: ['categories'] as const,
  queryFn: async () => {
    const data = await api.get<Category[] | { items: Category[] }>('/api/Category/all-categories');
    return Array.isArray(data) ? data : data.items;
  },
  staleTime: 10 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
