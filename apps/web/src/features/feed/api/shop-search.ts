// Shop search by keyword (GET /api/Shop/recherche): a failure shows as no result, never an error text.
import type { ShopSearchResponse } from '@sugu/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';

export type ShopSearchResult = ShopSearchResponse;

async function searchShops(keyword: string): Promise<ShopSearchResult> {
  try {
    return await api.get<ShopSearchResult>(`/api/Shop/recherche?keyword=${encodeURIComponent(keyword)}`);
  } catch (error) {
    console.error('Recherche de boutiques impossible', error);
    return { keyword, total: 0, items: [] };
  }
}

/** Does nothing with an empty keyword. */
export function useShopSearch(keyword: string) {
  return useQuery({
    queryKey: ['shops', 'search', keyword],
    queryFn: () => searchShops(keyword),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
