// What leaves the app by e-mail (docs/RULES.md, Téléphone et SMS): which notifications, and the French around them. The
// notification's own title and message (written where the event happens) carry the event itself.
import { localized } from './i18n.js';
import type { NotificationType } from './reference-data.js';

/** E-mailed to a verified address: a new order (seller), its answer (buyer), dispute steps (both). */
export const MAIL_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'Purchase',
  'PurchaseAccept',
  'PurchaseRefuse',
  'PurchaseFinish',
  'Dispute',
  'DisputeReply',
  'DisputeResolved',
];

export const OUTREACH_MAIL = localized('OUTREACH_MAIL', {
  subject: (title: string) => `Sugu : ${title}`,
  greeting: (firstName: string) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
  /** Under a new order: the 48-hour rule. */
  purchaseHint: 'Acceptez-la ou refusez-la sous 48 h, sinon elle sera refusée automatiquement.',
  open: 'Voir sur Sugu',
  openAt: (url: string) => `Voir sur Sugu : ${url}`,
  footer:
    'Vous recevez cet e-mail car votre adresse est vérifiée sur Sugu. Choisissez vos notifications dans Profil > Notifications.',
  signature: "L'équipe Sugu",
} as const);

/** A shared link's preview (og:description), in the language of whoever asks for the page. */
export const SHARE_PREVIEW = localized('SHARE_PREVIEW', {
  discoverShop: (shopName: string) => `Découvrez ${shopName} sur Sugu`,
} as const);

/** The mails carrying a code (e-mail verification, withdrawal confirmation); the code follows `…Code`. */
export const CODE_MAIL = localized('CODE_MAIL', {
  verificationSubject: 'Votre code de vérification Sugu',
  verificationCode: 'Votre code de vérification Sugu est :',
  verificationValidity: (minutes: number) =>
    `Il est valable ${minutes} minutes. Si vous n'avez pas demandé ce code, ignorez cet e-mail.`,
  cashoutSubject: 'Confirmez votre retrait Sugu',
  cashoutCode: 'Votre code de confirmation de retrait Sugu est :',
  cashoutValidity: (minutes: number) =>
    `Il est valable ${minutes} minutes. Si vous n'êtes pas à l'origine de ce retrait, ne communiquez ce code à personne et changez votre mot de passe.`,
} as const);
