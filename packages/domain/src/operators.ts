// The marketplace's operators (role Admin): who may act from the console, what every action must carry (a
// written reason, a fresh PIN grant) and the audit log each action writes. Sign-up never offers the role
// (ROLES stays Client/Vendeur); `npm run admin` creates or promotes an operator.
import { z } from 'zod';
import { emailField, passwordField, personName, pinField, usernameField } from './auth.js';
import { requiredText } from './fields.js';
import { localized } from './i18n.js';
import { ORDER_STATES, ROLES } from './reference-data.js';

/** Every role an account may hold: the sign-up ones and the operator. */
export const USER_ROLES = [...ROLES, 'Admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const OPERATOR_ROLE = 'Admin' satisfies UserRole;

export const OPERATOR = {
  /** A written reason for every operator action: long enough to mean something, short enough to read. */
  reasonMin: 3,
  reasonMax: 500,
  /** Audit log page size. */
  auditPageSize: 50,
  /** Search: the typed text, and how many users and shops each answer lists. */
  searchMin: 2,
  searchMax: 100,
  searchLimit: 20,
  /** A category's name (the column is varchar(60)). */
  categoryNameMin: 2,
  categoryNameMax: 60,
} as const;

export const OPERATOR_MSG = localized('OPERATOR_MSG', {
  operatorOnly: 'Accès réservé aux opérateurs',
  reasonRequired: 'Veuillez indiquer la raison de cette action',
  reasonTooShort: `La raison doit contenir au moins ${OPERATOR.reasonMin} caractères`,
  reasonTooLong: `La raison ne doit pas dépasser ${OPERATOR.reasonMax} caractères`,
  invalidText: 'Le texte contient des caractères non autorisés',
  searchTooShort: `Tapez au moins ${OPERATOR.searchMin} caractères`,
  searchTooLong: `La recherche ne doit pas dépasser ${OPERATOR.searchMax} caractères`,
  categoryNameRequired: 'Veuillez indiquer le nom de la catégorie',
  categoryNameLength: `Le nom de la catégorie doit contenir entre ${OPERATOR.categoryNameMin} et ${OPERATOR.categoryNameMax} caractères`,
  categoryExists: 'Une catégorie porte déjà ce nom',
  categoryNotFound: 'Catégorie introuvable',
  categoryInUse:
    'Cette catégorie est utilisée par des boutiques ou des produits : elle ne peut pas être supprimée',
  categoryUnchanged: 'La catégorie porte déjà ce nom',
  auditFilterInvalid: 'Filtre du journal invalide',
  // npm run admin
  accountNotFound: 'Aucun compte avec cette adresse e-mail',
  alreadyOperator: 'Ce compte est déjà opérateur',
  notOperator: "Ce compte n'est pas opérateur",
  sellerCannotOperate:
    "Ce compte tient une boutique : un opérateur ne vend pas sur la place qu'il surveille. Utilisez un autre compte.",
  pinNeeded: "Ce compte n'a pas de code PIN : ajoutez --pin (4 chiffres), il en faut un pour chaque action",
  created: (email: string) => `Opérateur créé : ${email}`,
  promoted: (email: string) => `${email} est maintenant opérateur`,
  demoted: (email: string, role: string) => `${email} n'est plus opérateur (rôle : ${role})`,
} as const);

/** The written reason of an operator action (every action body has it). */
export const operatorReasonField = requiredText({
  required: OPERATOR_MSG.reasonRequired,
  min: OPERATOR.reasonMin,
  tooShort: OPERATOR_MSG.reasonTooShort,
  max: OPERATOR.reasonMax,
  tooLong: OPERATOR_MSG.reasonTooLong,
  invalid: OPERATOR_MSG.invalidText,
});

/** The body every operator action accepts at least. */
export const OperatorReasonBody = z.object({ reason: operatorReasonField });
export type OperatorReasonBody = z.infer<typeof OperatorReasonBody>;

/** `npm run admin -- create`: a new operator account (never through sign-up). */
export const OperatorAccountInput = z.object({
  email: emailField,
  username: usernameField,
  password: passwordField,
  pin: pinField,
  name: personName.default('Sugu'),
  firstName: personName.default('Opérateur'),
});
export type OperatorAccountInput = z.input<typeof OperatorAccountInput>;

// ---------- audit log ----------

/** The actions the audit log names (each module adds its own here, one place for their labels). */
export const AUDIT_ACTIONS = {
  'category.create': 'Catégorie ajoutée',
  'category.rename': 'Catégorie renommée',
  'category.delete': 'Catégorie supprimée',
  'dispute.resolve': 'Litige tranché',
  'dispute.conversation.view': 'Conversation d’un litige consultée',
  'verification.approve': 'Badge vérifié accordé',
  'verification.reject': 'Badge vérifié refusé',
  'verification.document.view': 'Pièce d’identité consultée',
  'report.resolve': 'Signalement traité',
  'user.suspend': 'Compte suspendu',
  'user.unsuspend': 'Suspension levée',
} as const satisfies Record<string, string>;

export const AuditQuery = z.object({
  cursor: z.string().max(200).optional(),
  action: z.string().trim().max(60, OPERATOR_MSG.auditFilterInvalid).optional(),
  targetType: z.string().trim().max(40, OPERATOR_MSG.auditFilterInvalid).optional(),
  targetId: z.string().trim().max(64, OPERATOR_MSG.auditFilterInvalid).optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), username: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** Null for an audited read (a conversation or a document viewed). */
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({ items: z.array(AuditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;

// ---------- search ----------

export const AdminSearchQuery = z.object({
  q: z
    .string({ error: OPERATOR_MSG.searchTooShort })
    .trim()
    .min(OPERATOR.searchMin, OPERATOR_MSG.searchTooShort)
    .max(OPERATOR.searchMax, OPERATOR_MSG.searchTooLong),
});
export type AdminSearchQuery = z.infer<typeof AdminSearchQuery>;

export const AdminUserHit = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  firstName: z.string(),
  phone: z.string().nullable(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
  /** Suspended by an operator (the console offers to lift it, or to suspend otherwise). */
  suspended: z.boolean(),
  /** When the suspension ends by itself; null: until lifted (or not suspended). */
  suspendedUntil: z.string().nullable(),
  /** The account's shop, for its page; null for an account without one. */
  shopId: z.string().nullable(),
});
export type AdminUserHit = z.infer<typeof AdminUserHit>;

export const AdminShopHit = z.object({
  id: z.string(),
  shopName: z.string(),
  ownerId: z.string(),
  ownerUsername: z.string(),
  categoryName: z.string(),
  isIdentityVerified: z.boolean(),
});
export type AdminShopHit = z.infer<typeof AdminShopHit>;

/** What the console shows of any order: in the search, and with a dispute. */
export const AdminOrderFacts = z.object({
  id: z.string(),
  reference: z.string(),
  productName: z.string(),
  productNumber: z.number(),
  totalPrice: z.number(),
  currency: z.string(),
  orderState: z.enum(ORDER_STATES),
  createdAt: z.string(),
});

export type AdminOrderFacts = z.infer<typeof AdminOrderFacts>;

/** An order found by its short reference (typed any way: 'k7q2 m9xd', 'K7Q2-M9XO'). */
export const AdminOrderHit = AdminOrderFacts.extend({ buyerUsername: z.string(), shopName: z.string() });
export type AdminOrderHit = z.infer<typeof AdminOrderHit>;

export const AdminSearchResponse = z.object({
  users: z.array(AdminUserHit),
  shops: z.array(AdminShopHit),
  orders: z.array(AdminOrderHit),
});
export type AdminSearchResponse = z.infer<typeof AdminSearchResponse>;

// ---------- categories ----------

export const categoryNameField = requiredText({
  required: OPERATOR_MSG.categoryNameRequired,
  min: OPERATOR.categoryNameMin,
  tooShort: OPERATOR_MSG.categoryNameLength,
  max: OPERATOR.categoryNameMax,
  tooLong: OPERATOR_MSG.categoryNameLength,
  invalid: OPERATOR_MSG.invalidText,
});

export const CategoryBody = z.object({ categoryName: categoryNameField, reason: operatorReasonField });
export type CategoryBody = z.infer<typeof CategoryBody>;

export const CategoryParams = z.object({ id: z.string().max(64) });

/** A category as the console lists it: how many shops and products use it. */
export const AdminCategory = z.object({
  id: z.string(),
  categoryName: z.string(),
  shopCount: z.number(),
  productCount: z.number(),
});
export type AdminCategory = z.infer<typeof AdminCategory>;
