// English of entities/dispute/text.ts.
import { DOMAIN_EN, type Translation } from '@sugu/domain';
import type { disputeText } from './text';

export const disputeEn: Translation<typeof disputeText> = {
  reasons: DOMAIN_EN.DISPUTE_REASON_LABELS,
  roles: { buyer: 'Customer', seller: 'Seller', operator: 'Sugu team' },
  photoAlt: "{1}'s photo {0}",
  closed: 'Dispute closed: {0}',
};
