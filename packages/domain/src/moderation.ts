// Reports and moderation: what anyone signed in may report, what the operator may do with a report, the
// suspension of an account, their limits and French messages, shared by the server and the web app.
import { z } from 'zod';

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

export const MODERATION_MSG = {
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
} as const;

const noNul = (value: string) => !value.includes('\u0000');

/** The reporter's reason: required, trimmed, at most MODERATION.reasonMax characters. */
export const reportReasonField = z
  .string({ error: MODERATION_MSG.reasonRequired })
  .trim()
  .min(1, MODERATION_MSG.reasonRequired)
  .max(MODERATION.reasonMax, MODERATION_MSG.reasonTooLong)
  .refine(noNul, MODERATION_MSG.reasonRequired);

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
  message: string;
}
