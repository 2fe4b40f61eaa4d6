// Reports and moderation: what anyone signed in may report, what the operator may do with a report, the
// suspension of an account, their limits and French messages, shared by the server and the web app.
import { z } from 'zod';
import { requiredText } from './fields.js';
import { localized } from './i18n.js';
import { operatorReasonField } from './operators.js';

/** What can be reported (reports.target_type). */
export const REPORT_TARGET_TYPES = ['shop', 'product', 'publication', 'comment', 'message', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** What the operator does with a report: nothing, remove the content, warn its owner, suspend its owner. */
export const REPORT_ACTIONS = ['dismiss', 'remove', 'warn', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_STATES = ['open', 'resolved'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const MODERATION = {
  /** reports.reason varchar(500). */
  reasonMax: 500,
  /** The reported content's text kept with the report (the operator sees it even once removed). */
  excerptMax: 300,
} as const;

export const MODERATION_MSG = localized('MODERATION_MSG', {
  reasonRequired: 'Veuillez indiquer la raison du signalement',
  reasonTooLong: `La raison ne doit pas dépasser ${MODERATION.reasonMax} caractères`,
  targetTypeInvalid:
    'Choisissez ce que vous signalez : boutique, produit, publication, commentaire, message ou utilisateur',
  targetNotFound: 'Ce contenu est introuvable',
  cannotReportSelf: 'Vous ne pouvez pas signaler votre propre contenu',
  reported: 'Signalement envoyé, merci',
  alreadyReported: 'Vous avez déjà signalé ce contenu, merci',
  reportNotFound: 'Signalement introuvable',
  reportAlreadyResolved: 'Ce signalement a déjà été traité',
  actionInvalid: 'Action inconnue : classer, retirer, avertir ou suspendre',
  cannotRemoveUser: 'Un utilisateur ne se retire pas : avertissez-le ou suspendez-le',
  accountSuspended: 'Ce compte est suspendu. Contactez le support de Sugu pour en savoir plus.',
  accountSuspendedUntil: (until: string) =>
    `Ce compte est suspendu jusqu'au ${until}. Contactez le support de Sugu pour en savoir plus.`,
  alreadySuspended: 'Ce compte est déjà suspendu',
  notSuspended: "Ce compte n'est pas suspendu",
  userNotFound: 'Utilisateur introuvable',
  suspendedOrderRefused: 'Commande refusée : le compte de son vendeur ou de son acheteur est suspendu',
  untilInvalid: 'La date de fin de suspension doit être une date à venir',
  stateInvalid: 'État inconnu : open ou resolved',
  // Notifications
  warnTitle: 'Avertissement de Sugu',
  warnMessage: (reason: string) => `Un de vos contenus a été signalé. Motif : ${reason}`,
  removedTitle: 'Contenu retiré',
  removedMessage: (reason: string) => `Un de vos contenus a été retiré par Sugu. Motif : ${reason}`,
  outcomeTitle: 'Votre signalement a été traité',
  outcomeMessage: (action: ReportAction) =>
    ({
      dismiss:
        'Merci. Après examen, le contenu signalé reste en ligne : il ne contrevient pas aux règles de Sugu.',
      remove: 'Merci. Le contenu signalé a été retiré.',
      warn: 'Merci. Son auteur a reçu un avertissement.',
      suspend: 'Merci. Le compte concerné a été suspendu.',
    })[action],
} as const);

/** The reporter's reason: required, trimmed, at most MODERATION.reasonMax characters. */
export const reportReasonField = requiredText({
  required: MODERATION_MSG.reasonRequired,
  max: MODERATION.reasonMax,
  tooLong: MODERATION_MSG.reasonTooLong,
  invalid: MODERATION_MSG.reasonRequired,
});

export const CreateReportBody = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: MODERATION_MSG.targetTypeInvalid }),
  targetId: z.string({ error: MODERATION_MSG.targetNotFound }).max(64, MODERATION_MSG.targetNotFound),
  reason: reportReasonField,
});
export type CreateReportBody = z.infer<typeof CreateReportBody>;

export const ReportCreated = z.object({ message: z.string(), reportId: z.string() });
export type ReportCreated = z.infer<typeof ReportCreated>;

/** The socket event that tells a suspended user's devices why the connection ends. */
export interface AccountSuspendedEvent {
  /** The login page's notice: suspended, and until when if the suspension has an end. */
  message: string;
  /** When the suspension ends by itself (ISO date-time); null: until an operator lifts it. */
  until: string | null;
}

// ---------- the operators' console ----------

/** When a suspension ends: an ISO date-time, later than now (checked by the server against its clock). */
const suspensionEnd = z.iso.datetime({ offset: true, error: MODERATION_MSG.untilInvalid });

export const AdminReportsQuery = z.object({
  state: z.enum(REPORT_STATES, { error: MODERATION_MSG.stateInvalid }).default('open'),
});
export type AdminReportsQuery = z.infer<typeof AdminReportsQuery>;

/** Reports of one target as the operators' queue shows it: how many, the latest reasons, its owner. */
export const AdminReportGroup = z.object({
  /** The report the console resolves (the oldest of the group): resolving it resolves them all. */
  reportId: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  /** The target's text when reported. */
  excerpt: z.string(),
  count: z.number(),
  reasons: z.array(z.string()),
  owner: z.object({ id: z.string(), username: z.string(), suspended: z.boolean() }),
  /** Where the target shows in the app (null once removed, or for a message or a comment). */
  link: z.string().nullable(),
  firstAt: z.string(),
  latestAt: z.string(),
  /** For resolved reports: what was decided. */
  action: z.enum(REPORT_ACTIONS).nullable(),
});
export type AdminReportGroup = z.infer<typeof AdminReportGroup>;

export const AdminReportList = z.object({ items: z.array(AdminReportGroup), total: z.number() });
export type AdminReportList = z.infer<typeof AdminReportList>;

export const ResolveReportBody = z.object({
  action: z.enum(REPORT_ACTIONS, { error: MODERATION_MSG.actionInvalid }),
  reason: operatorReasonField,
  /** For `suspend`: when the suspension ends (none: until lifted). */
  until: suspensionEnd.optional(),
});
export type ResolveReportBody = z.infer<typeof ResolveReportBody>;

export const ReportResolved = z.object({
  reportId: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  action: z.enum(REPORT_ACTIONS),
  resolvedReports: z.number(),
});
export type ReportResolved = z.infer<typeof ReportResolved>;

export const SuspendUserBody = z.object({ reason: operatorReasonField, until: suspensionEnd.optional() });
export type SuspendUserBody = z.infer<typeof SuspendUserBody>;

export const AdminIdParams = z.object({ id: z.string().max(64) });

export const UserSuspension = z.object({
  userId: z.string(),
  suspended: z.boolean(),
  /** Open orders refused by the suspension. */
  refusedOrders: z.number(),
});
export type UserSuspension = z.infer<typeof UserSuspension>;
