// Texts of the rating popup (its own file: the domain's rating messages stay out of the feed's chunk).
import { LIMITS, localized, RATING_LABELS, RATING_MSG } from '@sugu/domain';

/** The rating popup's texts. */
export const ratingText = localized('web:ratingText', {
  title: 'Évaluer la boutique',
  labels: RATING_LABELS,
  none: 'Sélectionnez une note',
  star: (n: number) => `${n} étoile${n > 1 ? 's' : ''}`,
  review: 'Votre avis (facultatif)',
  placeholder: 'Partagez votre expérience avec cette boutique',
  counter: (n: number) => `${n}/${LIMITS.reviewMax} caractères`,
  noteRequired: RATING_MSG.noteRequired,
  submit: 'Envoyer',
  sending: 'Envoi...',
  sendFailed: RATING_MSG.sendFailed,
  thanks: RATING_MSG.rated,
  close: 'Fermer',
} as const);
