// Rows of the verified badge's requests → the responses of @sugu/domain.
import type { ShopVerificationRequest, ShopVerificationStatus } from '@sugu/domain';
import type { VerificationRequestRow } from './shop-verification.repository.js';

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
