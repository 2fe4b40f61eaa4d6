// Disputes ("problem with the order"): the buyer reports a problem on an Accepted order, both parties
// write in its thread, the buyer may close it, an operator decides it. Constants, French texts, shapes.
import { z } from 'zod';
import { formatPrice } from './format.js';
import { localized } from './i18n.js';
import { MSG } from './messages.js';
import { ChatMessage } from './messaging.js';
import { AdminOrderFacts, operatorReasonField } from './operators.js';
import { PAYMENT_METHODS } from './reference-data.js';

export const DISPUTE = {
  /** Disputes per page of the operators' queue; messages of the conversation an operator reads. */
  queuePageSize: 50,
  conversationMessages: 200,
  /** Photos per dispute message (the opening one included), re-encoded like every upload. */
  maxPhotos: 3,
  descriptionMin: 10,
  descriptionMax: 500,
  replyMin: 1,
  replyMax: 500,
} as const;

export const DISPUTE_REASONS = ['not_received', 'not_as_described', 'damaged', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_STATES = ['Open', 'Resolved'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

/** refund / release / split: an operator's decision; withdrawn: the buyer said 'Le problème est réglé'. */
export const DISPUTE_OUTCOMES = ['refund', 'release', 'split', 'withdrawn'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
export const OPERATOR_OUTCOMES = ['refund', 'release', 'split'] as const;
export type OperatorOutcome = (typeof OPERATOR_OUTCOMES)[number];

/** Outcomes that count against the shop in its trust signal (the buyer was right, wholly or partly). */
export const OUTCOMES_AGAINST_SHOP: readonly DisputeOutcome[] = ['refund', 'split'];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = localized('DISPUTE_REASON_LABELS', {
  not_received: 'Commande non reçue',
  not_as_described: 'Non conforme à la description',
  damaged: 'Article endommagé',
  other: 'Autre problème',
});

export const DISPUTE_MSG = localized('DISPUTE_MSG', {
  reasonInvalid: 'Veuillez choisir le motif du problème',
  descriptionTooShort: `Décrivez le problème en ${DISPUTE.descriptionMin} caractères au moins`,
  descriptionTooLong: `La description ne doit pas dépasser ${DISPUTE.descriptionMax} caractères`,
  replyRequired: 'Écrivez votre message',
  replyTooLong: `Le message ne doit pas dépasser ${DISPUTE.replyMax} caractères`,
  tooManyPhotos: `${DISPUTE.maxPhotos} photos au plus`,
  buyerOnly: "Seul l'acheteur peut signaler un problème sur cette commande",
  buyerOnlyClose: "Seul l'acheteur peut dire que le problème est réglé",
  notDisputable: 'Un problème ne peut être signalé que sur une commande acceptée et pas encore terminée',
  alreadyOpen: 'Un problème est déjà signalé sur cette commande',
  noDispute: 'Aucun problème signalé sur cette commande',
  notOpen: 'Ce litige est déjà clos',
  alreadyResolved: 'Ce litige vient d’être tranché par un autre opérateur',
  orderDisputed:
    'Un problème est signalé sur cette commande : la réception ne peut pas être confirmée avant sa résolution',
  refundAmountInvalid: 'Le montant remboursé doit être compris entre 1 et le total moins 1',
  outcomeInvalid: 'Veuillez choisir une décision : remboursement, paiement du vendeur ou partage',
  opened: 'Problème signalé : le vendeur et l’équipe Sugu sont prévenus',
  replied: 'Message ajouté au litige',
  closed: 'Merci : le litige est clos et la commande reprend son cours',
  resolved: 'Litige tranché : les deux parties sont prévenues',
  operatorName: 'Équipe Sugu',
  // titles
  reportTitle: 'Signaler un problème',
  closeAction: 'Le problème est réglé',
  // notifications
  openedTitle: 'Problème signalé',
  openedMessage: (reference: string, username: string, reason: DisputeReason) =>
    `${username} signale un problème sur la commande ${reference} : ${DISPUTE_REASON_LABELS[reason].toLowerCase()}.`,
  replyTitle: 'Nouveau message du litige',
  replyMessage: (reference: string, username: string) =>
    `${username} a écrit dans le litige de la commande ${reference}.`,
  resolvedTitle: 'Litige clos',
  withdrawnMessage: (reference: string, username: string) =>
    `${username} a indiqué que le problème de la commande ${reference} est réglé : la commande reprend son cours.`,
  decidedMessage: (reference: string, outcome: string) => `Litige de la commande ${reference} : ${outcome}`,
} as const);

/** What a decided dispute moved: the total, a split's refund, and whether the wallet held the money. */
export interface OutcomeAmounts {
  total: number;
  /** The order's currency; absent, XOF. */
  currency?: string;
  refundAmount: number | null;
  moneyMoved: boolean;
}

/** The outcome in plain words, as both parties read it (amounts for a split), in the active language. */
export const describeOutcome = (outcome: DisputeOutcome, amounts: OutcomeAmounts): string =>
  DISPUTE_OUTCOME.describe(outcome, amounts);

export const DISPUTE_OUTCOME = localized('DISPUTE_OUTCOME', {
  describe(outcome: DisputeOutcome, amounts: OutcomeAmounts): string {
    const back = amounts.moneyMoved ? ' ' : ' (paiement à la livraison : aucun argent ne passe par Sugu) ';
    switch (outcome) {
      case 'refund':
        return amounts.moneyMoved
          ? `l’acheteur est remboursé de ${formatPrice(amounts.total, amounts.currency)}.`
          : `décision en faveur de l’acheteur${back.trimEnd()}.`;
      case 'release':
        return amounts.moneyMoved
          ? `le vendeur reçoit le paiement de ${formatPrice(amounts.total, amounts.currency)}.`
          : `décision en faveur du vendeur${back.trimEnd()}.`;
      case 'split': {
        const refund = amounts.refundAmount ?? 0;
        return amounts.moneyMoved
          ? `partage : ${formatPrice(refund, amounts.currency)} remboursés à l’acheteur, ${formatPrice(amounts.total - refund, amounts.currency)} payés au vendeur.`
          : `partage : ${formatPrice(refund, amounts.currency)} à rendre à l’acheteur${back.trimEnd()}.`;
      }
      case 'withdrawn':
        return 'l’acheteur a indiqué que le problème est réglé.';
    }
  },
});

// ---------- requests ----------

const description = z
  .string({ error: DISPUTE_MSG.descriptionTooShort })
  .trim()
  .min(DISPUTE.descriptionMin, DISPUTE_MSG.descriptionTooShort)
  .max(DISPUTE.descriptionMax, DISPUTE_MSG.descriptionTooLong);

/** The text fields of POST /api/Order/{id}/dispute (multipart, with up to 3 photos `Files`). */
export const OpenDisputeFields = z.object(
  {
    reason: z.enum(DISPUTE_REASONS, { error: DISPUTE_MSG.reasonInvalid }),
    description,
  },
  { error: MSG.requiredFields },
);
export type OpenDisputeFields = z.infer<typeof OpenDisputeFields>;

/** The text field of POST /api/Order/{id}/dispute/reply (multipart, with up to 3 photos `Files`). */
export const DisputeReplyFields = z.object(
  {
    text: z
      .string({ error: DISPUTE_MSG.replyRequired })
      .trim()
      .min(DISPUTE.replyMin, DISPUTE_MSG.replyRequired)
      .max(DISPUTE.replyMax, DISPUTE_MSG.replyTooLong),
  },
  { error: DISPUTE_MSG.replyRequired },
);
export type DisputeReplyFields = z.infer<typeof DisputeReplyFields>;

/** An operator's decision (POST /api/Admin/disputes/{id}/resolve, with the operator's reason). */
export const ResolveDisputeFields = z.object(
  {
    outcome: z.enum(OPERATOR_OUTCOMES, { error: DISPUTE_MSG.outcomeInvalid }),
    refundAmount: z
      .number({ error: DISPUTE_MSG.refundAmountInvalid })
      .int(DISPUTE_MSG.refundAmountInvalid)
      .min(1, DISPUTE_MSG.refundAmountInvalid)
      .max(Number.MAX_SAFE_INTEGER, DISPUTE_MSG.refundAmountInvalid)
      .nullish(),
  },
  { error: DISPUTE_MSG.outcomeInvalid },
);
export type ResolveDisputeFields = z.infer<typeof ResolveDisputeFields>;

// ---------- responses ----------

export const DisputeMessage = z.object({
  id: z.string(),
  authorId: z.string(),
  authorRole: z.enum(['buyer', 'seller', 'operator']),
  authorName: z.string(),
  text: z.string(),
  photos: z.array(z.object({ url: z.string(), width: z.number(), height: z.number() })),
  createdAt: z.string(),
});
export type DisputeMessage = z.infer<typeof DisputeMessage>;

export const Dispute = z.object({
  id: z.string(),
  orderId: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  state: z.enum(DISPUTE_STATES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  /** For a split: what went (or goes, pay-on-delivery) back to the buyer. */
  refundAmount: z.number().nullable(),
  /** The outcome in plain French (null while open). */
  outcomeText: z.string().nullable(),
  /** Whether the decision moved money through the wallet (false for a pay-on-delivery order). */
  moneyMoved: z.boolean(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  messages: z.array(DisputeMessage),
  viewerRole: z.enum(['buyer', 'seller', 'operator']),
});
export type Dispute = z.infer<typeof Dispute>;

export const DisputeResponse = z.object({ message: z.string(), dispute: Dispute });
export type DisputeResponse = z.infer<typeof DisputeResponse>;

// ---------- operators ----------

export const AdminDisputeQuery = z.object({
  state: z.enum(['open', 'resolved']).catch('open').default('open'),
  cursor: z.string().max(200).optional(),
});
export type AdminDisputeQuery = z.infer<typeof AdminDisputeQuery>;

export const AdminDisputeItem = z.object({
  id: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  reason: z.enum(DISPUTE_REASONS),
  state: z.enum(DISPUTE_STATES),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  buyerUsername: z.string(),
  shopName: z.string(),
  totalPrice: z.number(),
  currency: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type AdminDisputeItem = z.infer<typeof AdminDisputeItem>;

export const AdminDisputePage = z.object({
  /** Open disputes in all (the console's queue count). */
  openCount: z.number(),
  items: z.array(AdminDisputeItem),
  nextCursor: z.string().nullable(),
});
export type AdminDisputePage = z.infer<typeof AdminDisputePage>;

export const AdminDisputeDetail = z.object({
  dispute: Dispute,
  order: AdminOrderFacts.extend({
    paymentMethod: z.enum(PAYMENT_METHODS),
    acceptedAt: z.string().nullable(),
    buyer: z.object({ id: z.string(), username: z.string() }),
    shop: z.object({ id: z.string(), shopName: z.string(), ownerId: z.string() }),
  }),
  /** The pair's conversation, read-only; reading it is written to the audit log. */
  conversation: z.object({ conversationId: z.string(), messages: z.array(ChatMessage) }).nullable(),
});
export type AdminDisputeDetail = z.infer<typeof AdminDisputeDetail>;

/** POST /api/Admin/disputes/{id}/resolve: the decision, a split's refund, and the operator's reason. */
export const ResolveDisputeBody = ResolveDisputeFields.extend({ reason: operatorReasonField });
export type ResolveDisputeBody = z.infer<typeof ResolveDisputeBody>;
