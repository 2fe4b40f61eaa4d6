// The verified badge of a shop: a Vendeur sends a photo of an identity document with the legal or trading name
// (and a business registration number, RCCM, if any); an operator approves or rejects it. Rules, French
// messages and payloads, shared by the API and the web app.
import { z } from 'zod';
import { requiredText } from './fields.js';
import { localized } from './i18n.js';
import { operatorReasonField } from './operators.js';

export const SHOP_VERIFICATION_STATES = ['Pending', 'Approved', 'Rejected'] as const;
export type ShopVerificationState = (typeof SHOP_VERIFICATION_STATES)[number];

export const SHOP_VERIFICATION = {
  /** Legal or trading name. */
  legalNameMin: 2,
  legalNameMax: 100,
  /** Business registration number (RCCM), e.g. MA.BKO.2024.B.12345. */
  rccmMax: 40,
  /** The identity document's photo is deleted this many days after the operator's decision. */
  documentRetentionDays: 30,
  /** The document is kept at most this many pixels on its longest side: still legible, never the camera's full size. */
  documentMaxSide: 2000,
  /** The multipart field of the document's photo. */
  documentField: 'document',
} as const;

/** Letters, digits, spaces and the separators registration numbers use. */
const RCCM = /^[\p{L}\p{N}][\p{L}\p{N} .\-/]*$/u;

export const SHOP_VERIFICATION_MSG = localized('SHOP_VERIFICATION_MSG', {
  documentRequired: 'Ajoutez une photo de votre pièce d’identité',
  legalNameRequired: 'Indiquez le nom légal ou commercial',
  legalNameLength: `Le nom légal ou commercial doit contenir entre ${SHOP_VERIFICATION.legalNameMin} et ${SHOP_VERIFICATION.legalNameMax} caractères`,
  rccmInvalid: `Le numéro RCCM ne peut contenir que des lettres, chiffres, espaces, points, tirets ou barres obliques (${SHOP_VERIFICATION.rccmMax} caractères au plus)`,
  alreadyPending: 'Une demande de badge vérifié est déjà en cours d’examen',
  alreadyVerified: 'Votre boutique a déjà le badge vérifié',
  requested: 'Demande envoyée : nous vous répondrons après examen de votre pièce',
  requestNotFound: 'Demande de vérification introuvable',
  alreadyDecided: 'Cette demande a déjà été traitée',
  documentGone: 'La pièce d’identité a été supprimée',
  approvedTitle: 'Badge vérifié accordé',
  approvedMessage: 'Votre boutique porte désormais le badge vérifié.',
  rejectedTitle: 'Badge vérifié refusé',
  decisionRequired: 'Indiquez si la demande est acceptée ou refusée',
  queueStateUnknown: 'État de demande inconnu',
  rejectedMessage: (reason: string) =>
    `Votre demande de badge vérifié a été refusée : ${reason.replace(/[\s.!]+$/u, '')}. Vous pouvez envoyer une nouvelle demande.`,
} as const);

/** POST /api/Shop/verification: the form's text fields (the document is the file `document`). */
export const ShopVerificationBody = z.object({
  legalName: requiredText({
    required: SHOP_VERIFICATION_MSG.legalNameRequired,
    min: SHOP_VERIFICATION.legalNameMin,
    tooShort: SHOP_VERIFICATION_MSG.legalNameLength,
    max: SHOP_VERIFICATION.legalNameMax,
    tooLong: SHOP_VERIFICATION_MSG.legalNameLength,
  }),
  rccm: z
    .string({ error: SHOP_VERIFICATION_MSG.rccmInvalid })
    .trim()
    .max(SHOP_VERIFICATION.rccmMax, SHOP_VERIFICATION_MSG.rccmInvalid)
    .refine((value) => value === '' || RCCM.test(value), SHOP_VERIFICATION_MSG.rccmInvalid)
    .transform((value) => value || null)
    .optional()
    .transform((value) => value ?? null),
});
export type ShopVerificationBody = z.infer<typeof ShopVerificationBody>;

/** A request as its seller sees it. */
export const ShopVerificationRequest = z.object({
  id: z.string(),
  legalName: z.string(),
  rccm: z.string().nullable(),
  state: z.enum(SHOP_VERIFICATION_STATES),
  /** The operator's reason: shown when the request was rejected. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ShopVerificationRequest = z.infer<typeof ShopVerificationRequest>;

/**
 * GET /api/Shop/verification/me: the badge's state for the seller's shop. `state` is the latest request's,
 * 'Approved' for a shop verified without one, 'None' before any; `canRequest` says whether the form is offered.
 */
export const ShopVerificationStatus = z.object({
  state: z.enum(['None', ...SHOP_VERIFICATION_STATES]),
  isIdentityVerified: z.boolean(),
  canRequest: z.boolean(),
  request: ShopVerificationRequest.nullable(),
});
export type ShopVerificationStatus = z.infer<typeof ShopVerificationStatus>;

// ---------- operators ----------

/** The operators' queues: `?state=pending` (the default, oldest first), `approved`, `rejected` (newest first). */
export const VERIFICATION_QUEUE_STATES = ['pending', 'approved', 'rejected'] as const;

export const AdminVerificationQuery = z.object({
  state: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
      z.enum(VERIFICATION_QUEUE_STATES, { error: SHOP_VERIFICATION_MSG.queueStateUnknown }),
    )
    .default('pending'),
});
export type AdminVerificationQuery = z.infer<typeof AdminVerificationQuery>;

/** A request as the operators see it: the shop, its owner, who decided, and whether the document is still kept. */
export const AdminVerificationItem = ShopVerificationRequest.extend({
  documentAvailable: z.boolean(),
  documentDeletedAt: z.string().nullable(),
  shop: z.object({
    id: z.string(),
    shopName: z.string(),
    coverImgUrl: z.string().nullable(),
    isIdentityVerified: z.boolean(),
  }),
  owner: z.object({ id: z.string(), username: z.string(), email: z.string(), phone: z.string().nullable() }),
  decidedBy: z.object({ id: z.string(), username: z.string() }).nullable(),
});
export type AdminVerificationItem = z.infer<typeof AdminVerificationItem>;

export const AdminVerificationList = z.object({
  state: z.enum(VERIFICATION_QUEUE_STATES),
  /** How many requests are in this state (the queue's count). */
  total: z.number().int(),
  items: z.array(AdminVerificationItem),
});
export type AdminVerificationList = z.infer<typeof AdminVerificationList>;

export const VerificationParams = z.object({ id: z.string().max(64) });

/** POST /api/Admin/verifications/{id}/decide: approve or reject, with the reason the seller reads on a refusal. */
export const DecideVerificationBody = z.object({
  approve: z.boolean({ error: SHOP_VERIFICATION_MSG.decisionRequired }),
  reason: operatorReasonField,
});
export type DecideVerificationBody = z.infer<typeof DecideVerificationBody>;
