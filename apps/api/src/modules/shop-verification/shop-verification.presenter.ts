// Rows of the verified badge's requests → the responses of @sugu/domain.
import {
  type AdminVerificationItem,
  mediaUrl,
  type ShopVerificationRequest,
  type ShopVerificationStatus,
} from '@sugu/domain';
import type { QueueRow, VerificationRequestRow } from './shop-verification.repository.js';

export function presentRequest(row: VerificationRequestRow): ShopVerificationRequest {
  return {
    id: row.id,
    legalName: row.legalName,
    rccm: row.rccm,
    state: row.state,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * The badge's state for its seller: the latest request's, 'Approved' for a shop verified without one (the
 * demo's), 'None' before any. A new request is offered before any and after a rejection.
 */
export function presentStatus(
  isIdentityVerified: boolean,
  latest: VerificationRequestRow | undefined,
): ShopVerificationStatus {
  const state = latest?.state ?? (isIdentityVerified ? 'Approved' : 'None');
  return {
    state,
    isIdentityVerified,
    canRequest: !isIdentityVerified && (state === 'None' || state === 'Rejected'),
    request: latest ? presentRequest(latest) : null,
  };
}

/** A request in the operators' queue. */
export function presentQueueItem(row: QueueRow): AdminVerificationItem {
  return {
    ...presentRequest(row.request),
    documentAvailable: row.request.documentDeletedAt === null,
    documentDeletedAt: row.request.documentDeletedAt?.toISOString() ?? null,
    shop: {
      id: row.shop.id,
      shopName: row.shop.shopName,
      coverImgUrl: row.shop.coverImg ? mediaUrl(row.shop.coverImg) : null,
      isIdentityVerified: row.shop.isIdentityVerified,
    },
    owner: row.owner,
    decidedBy: row.decider,
  };
}
