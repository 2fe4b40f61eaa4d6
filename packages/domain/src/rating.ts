import { localized } from './i18n.js';
// Shop ratings: constants and texts without zod (the web app's shop page imports them without the schemas).
export const RATING = {
  pageSize: 20,
  maxPageSize: 50,
} as const;

export const RATING_MSG = localized('RATING_MSG', {
  noteRequired: 'Veuillez sélectionner une note',
  reviewTooLong: 'L’avis ne doit pas dépasser 200 caractères',
  notABuyer: 'Seuls les clients ayant une commande acceptée de cette boutique peuvent l’évaluer',
  rated: 'Merci pour votre évaluation !',
  // the spec's client-side error texts
  sendFailed: "Erreur lors de l'envoi de l'évaluation",
  newRateTitle: 'Nouvelle évaluation',
  newRateMessage: (username: string, note: number) => `${username} a noté votre boutique ${note}/5.`,
} as const);

/** Star labels of the rating popup. */
export const RATING_LABELS = localized('RATING_LABELS', [
  'Très mauvais',
  'Mauvais',
  'Moyen',
  'Bien',
  'Excellent',
] as const);
