// Texts of a dispute's thread, shown to its parties (the order screen) and to operators (the console).
import { DISPUTE_REASON_LABELS, localized } from '@sugu/domain';

export const disputeText = localized('web:disputeText', {
  reasons: DISPUTE_REASON_LABELS,
  roles: { buyer: 'Client', seller: 'Vendeur', operator: 'Équipe Sugu' },
  photoAlt: (name: string, i: number) => `Photo ${i} de ${name}`,
  closed: (outcome: string) => `Litige clos : ${outcome}`,
} as const);
