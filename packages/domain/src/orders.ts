// Orders and shop ratings: timers, French messages, request and response shapes.
import { z } from 'zod';
import { LIMITS } from './constants.js';
import { localized } from './i18n.js';
import { MSG } from './messages.js';
import { quantityField } from './money.js';
import { RATING, RATING_MSG } from './rating.js';
import { DELIVERY_METHODS, ORDER_STATES, type OrderState, PAYMENT_METHODS } from './reference-data.js';

export const ORDER = {
  /** A Pending order nobody answered is Refused by itself after this, its stock returned. */
  autoRefuseHours: 48,
  /** An Accepted order becomes Finished by itself this long after acceptance. */
  autoFinishDays: 7,
  /** How often the API process looks for orders due for one of the two timers. */
  sweepIntervalSeconds: 60,
  /** Orders moved per sweep statement (a backlog is worked through in several). */
  sweepBatch: 500,
  /** Sanity bound of one order's quantity (the stock bounds it anyway). */
  maxQuantity: 1_000_000,
  /** Orders per page of GET /api/Order/my-orders. */
  pageSize: 50,
  maxPageSize: 100,
  /** Idempotency-Key header: what a client may send. */
  idempotencyKeyMax: 64,
} as const;

export const ORDER_MSG = localized('ORDER_MSG', {
  // create
  quantityInvalid: 'La quantité doit être un nombre entier supérieur ou égal à 1',
  stockInsufficient: 'Stock insuffisant',
  deliveryMethodInvalid: 'Veuillez choisir un mode de livraison',
  paymentMethodInvalid: 'Veuillez choisir un mode de paiement',
  walletBalanceShort: 'Solde du portefeuille insuffisant pour payer cette commande',
  productRequired: 'Produit introuvable',
  ownShop: 'Vous ne pouvez pas commander dans votre propre boutique',
  orderCreated: "Commande passée avec succès, consultez l'état dans vos messages",
  idempotencyKeyInvalid: 'En-tête Idempotency-Key invalide',
  idempotencyKeyReused:
    'Cette clé Idempotency-Key a déjà servi pour une autre demande : recommencez avec une nouvelle clé',
  // state changes
  orderNotFound: 'Commande introuvable',
  sellerOnly: 'Seul le vendeur de cette boutique peut accepter ou refuser cette commande',
  buyerOnly: "Seul l'acheteur peut confirmer la réception de la commande",
  notPending: "Cette commande n'est plus en attente",
  notAccepted: "Cette commande n'est pas en cours (acceptée)",
  accepted: 'Commande acceptée',
  refused: 'Commande refusée',
  finished: 'Réception confirmée, merci !',
  // the spec's client-side error texts
  orderFailed: 'Une erreur est survenue',
  acceptFailed: "Une erreur est survenue lors de l'acceptation de la commande",
  refuseFailed: 'Une erreur est survenue lors du refus de la commande',
  ordersLoadFailed: 'une erreur est survenue lors de la recuperation des commandes',
  // notifications (titles match the demo seed's)
  newOrderTitle: 'Nouvelle commande',
  // `reference` is the order's short reference as shown ('K7Q2-M9XD', formatOrderReference).
  newOrderMessage: (
    reference: string,
    username: string,
    quantity: number,
    productName: string,
    /** The total as its currency is written (formatPrice: '30 000 FCFA', '450,00 GH₵'). */
    total: string,
  ) => `${username} a commandé ${quantity} × ${productName} (${total}) · commande ${reference}.`,
  acceptedTitle: 'Commande acceptée',
  acceptedMessage: (reference: string, shopName: string, productName: string) =>
    `${shopName} a accepté votre commande ${reference} de ${productName}.`,
  refusedTitle: 'Commande refusée',
  refusedMessage: (reference: string, shopName: string, productName: string) =>
    `${shopName} a refusé votre commande ${reference} de ${productName}.`,
  expiredTitle: 'Commande annulée',
  expiredBuyerMessage: (reference: string, shopName: string, productName: string) =>
    `${shopName} n’a pas répondu sous 48 h : votre commande ${reference} de ${productName} est annulée.`,
  expiredSellerMessage: (reference: string, username: string, productName: string) =>
    `La commande ${reference} de ${productName} de ${username} est annulée faute de réponse sous 48 h ; le stock est rendu.`,
  finishedTitle: 'Commande reçue',
  finishedMessage: (reference: string, username: string, productName: string) =>
    `${username} a confirmé la réception de la commande ${reference} (${productName}).`,
} as const);

// ---------- requests ----------

export const CreateOrderBody = z.object(
  {
    productId: z
      .string({ error: ORDER_MSG.productRequired })
      .trim()
      .min(1, ORDER_MSG.productRequired)
      .max(64, ORDER_MSG.productRequired),
    productNumber: quantityField(1, ORDER.maxQuantity, ORDER_MSG.quantityInvalid),
    deliveryMethod: z.enum(DELIVERY_METHODS, { error: ORDER_MSG.deliveryMethodInvalid }),
    /** Beyond the spec (buyer protection): 'wallet' holds the total in escrow until the order ends. */
    paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MSG.paymentMethodInvalid }).default('agreement'),
  },
  { error: MSG.requiredFields },
);
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;

/** Letters, digits and `-_.:`, as UUIDs and the usual client-generated keys are. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,64}$/;

export const OrderParams = z.object({ id: z.string() });

export const OrderListQuery = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(ORDER.maxPageSize).default(ORDER.pageSize).catch(ORDER.pageSize),
});

/** rateNote 1–5 (0 or missing: 'Veuillez sélectionner une note'); rateReview optional, ≤ 200, blank → null. */
export const RateShopBody = z.object(
  {
    rateNote: z.preprocess(
      (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
      z
        .number({ error: RATING_MSG.noteRequired })
        .int(RATING_MSG.noteRequired)
        .min(LIMITS.rateMin, RATING_MSG.noteRequired)
        .max(LIMITS.rateMax, RATING_MSG.noteRequired),
    ),
    rateReview: z
      .string({ error: RATING_MSG.reviewTooLong })
      .trim()
      .max(LIMITS.reviewMax, RATING_MSG.reviewTooLong)
      .nullish()
      .transform((v) => (v ? v : null)),
  },
  { error: RATING_MSG.noteRequired },
);
export type RateShopBody = z.infer<typeof RateShopBody>;

export const ReviewListQuery = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RATING.maxPageSize)
    .default(RATING.pageSize)
    .catch(RATING.pageSize),
});

// ---------- responses ----------

export const OrderUser = z.object({
  id: z.string(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  /** Seen by the seller only once the order is Accepted (or Finished); always by the buyer. */
  phone: z.string().nullable(),
  /** The buyer's own dial code ('+233'): the phone is called with it, not always Mali's +223. */
  dialCode: z.string(),
  shop: z.object({ shopName: z.string(), coverImgUrl: z.string().nullable() }).nullable(),
});

export const OrderShop = z.object({
  id: z.string(),
  shopName: z.string(),
  coverImgUrl: z.string().nullable(),
  /** The owner's phone: seen by the buyer once the order is Accepted (or Finished); always by the owner. */
  owner: z.object({
    id: z.string(),
    username: z.string(),
    phone: z.string().nullable(),
    dialCode: z.string(),
  }),
  IsIdentityVerified: z.boolean(),
});

export const Order = z.object({
  id: z.string(),
  /** The short reference people read and type ('K7Q2-M9XD', order-reference.ts). */
  reference: z.string(),
  orderUser: OrderUser,
  orderShop: OrderShop,
  /** Name and unit price when ordered: a later product edit does not change them. */
  orderProduct: z.object({ id: z.string(), productName: z.string(), productPrice: z.number() }),
  productNumber: z.number(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  /** 'wallet': the total left the buyer's wallet into escrow (refunded if Refused, paid to the seller once
   * Finished); 'agreement': no money moved through Sugu. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  orderState: z.enum(ORDER_STATES),
  totalPrice: z.number(),
  currency: z.string(),
  createAt: z.string(),
  acceptedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  refusedAt: z.string().nullable(),
  /** What a dispute's decision gave back to the buyer: the whole total (Refunded) or a part (a split, the
   * rest paid to the seller); null when none was decided. */
  refundedAmount: z.number().nullable(),
  /** When a timer moves the order by itself: Pending → Refused, Accepted → Finished; null otherwise. */
  autoTransitionAt: z.string().nullable(),
  /** Whether the connected viewer is the buyer or the shop owner. */
  viewerRole: z.enum(['buyer', 'seller']),
});
export type Order = z.infer<typeof Order>;

export const CreateOrderResponse = z.object({ message: z.string(), order: Order });
export type CreateOrderResponse = z.infer<typeof CreateOrderResponse>;

export const OrderActionResponse = z.object({ message: z.string(), order: Order });
export type OrderActionResponse = z.infer<typeof OrderActionResponse>;

/** Pushed live to both parties of an order when it is placed or changes state (socket event OrderChanged). */
export interface OrderChangedEvent {
  orderId: string;
  orderState: OrderState;
}

export const Review = z.object({
  userId: z.string(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  rateNote: z.number(),
  rateReview: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ReviewPage = z.object({
  /** The shop's average (one decimal, 0 without ratings) and count. */
  rate: z.number(),
  rateCount: z.number(),
  items: z.array(Review),
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

export const RateShopResponse = z.object({
  message: z.string(),
  rate: z.number(),
  rateCount: z.number(),
  rating: Review,
});
export type RateShopResponse = z.infer<typeof RateShopResponse>;

/** When `autoTransitionAt` falls for an order in `state` created (or accepted) at the given times. */
export function orderTimerDue(state: string, createdAt: Date, acceptedAt: Date | null): Date | null {
  if (state === 'Pending') return new Date(createdAt.getTime() + ORDER.autoRefuseHours * 3_600_000);
  if (state === 'Accepted' && acceptedAt) {
    return new Date(acceptedAt.getTime() + ORDER.autoFinishDays * 86_400_000);
  }
  return null;
}
