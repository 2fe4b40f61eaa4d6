// The verified badge of the seller's shop: its state (GET /api/Shop/verification/me) and the request (POST
// /api/Shop/verification, multipart). Under the shop's own key (['shop', 'me', …]): a write on the seller's shop
// refreshes it too.
import { ShopVerificationStatus } from '@sugu/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { shopKeys } from '../../../entities/shop/api/keys';
import { api } from '../../../shared/lib/api';
import { type OnProgress, upload } from './upload';

const myShopKey = [...shopKeys.all, 'me'] as const;
const verificationKey = [...myShopKey, 'verification'] as const;

const myVerificationQuery = queryOptions({
  queryKey: verificationKey,
  queryFn: () => api.get('/api/Shop/verification/me', ShopVerificationStatus),
  // The operator decides while the seller is elsewhere: each visit of the page asks again.
  staleTime: 0,
});

/**
 * The badge's state. Once it says the shop is verified, the seller's shop is read again if it did not show the
 * badge yet (the header draws it from the shop).
 */
export function useMyVerification(shopShowsBadge: boolean) {
  const client = useQueryClient();
  const query = useQuery(myVerificationQuery);
  const verified = query.data?.isIdentityVerified ?? false;
  useEffect(() => {
    if (verified && !shopShowsBadge) void client.invalidateQueries({ queryKey: myShopKey, exact: true });
  }, [verified, shopShowsBadge, client]);
  return query;
}

/** POST /api/Shop/verification: the form's `document`, `legalName` and `rccm`; the answer is the new state. */
export function useRequestVerification() {
  const client = useQueryClient();
  return async (form: FormData, onProgress?: OnProgress) => {
    const status = await upload<ShopVerificationStatus>('POST', '/api/Shop/verification', form, onProgress);
    client.setQueryData(verificationKey, status);
    return status;
  };
}
