// Texts of the shop header and its logo viewer (shop profile and seller profile).
import { LIMITS, RATING_LABELS, RATING_MSG } from '@sugu/domain';
export const logoViewerText = {
  download: 'Télécharger',
  zoomIn: 'Agrandir',
  zoomOut: 'Réduire',
  close: 'Fermer',
} as const;

export const shopHeaderText = {
  back: 'Retour',
  enlargeLogo: 'Agrandir le logo',
  logoOf: (name: string) => `Logo de ${name}`,
  activity: (activity: string) => `Boutique ${activity}`,
  noCity: 'Ville non specifié',
  noArea: 'Quartier non spécifié',
  followers: 'Abonnés',
  products: 'Produits',
  sales: 'Ventes',
  verified: 'Boutique vérifiée',
} as const;

/** The rating popup (spec 2 §2, §5, §8). */
export const ratingText = {
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
} as const;

export const reviewText = {
  newShop: 'Nouveau',
  summary: (rate: string, count: number) => `${rate} (${count} avis)`,
} as const;
