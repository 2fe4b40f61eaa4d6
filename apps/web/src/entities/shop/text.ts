// Texts of the shop header and its logo viewer (shop profile and seller profile).
import { localized } from '@sugu/domain';
export const logoViewerText = localized('web:logoViewerText', {
  download: 'Télécharger',
  zoomIn: 'Agrandir',
  zoomOut: 'Réduire',
  close: 'Fermer',
} as const);

export const shopHeaderText = localized('web:shopHeaderText', {
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
  /** The trust signal: orders that ended Finished, disputes decided against the shop. */
  trust: (finished: number, lost: number) =>
    `${finished} ${finished > 1 ? 'commandes abouties' : 'commande aboutie'} · ${lost} ${lost > 1 ? 'litiges perdus' : 'litige perdu'}`,
  /** Instead of '★ 0,0' for a shop nobody has rated yet. */
  newShop: 'Nouveau',
} as const);

export const reviewText = localized('web:reviewText', {
  newShop: 'Nouveau',
  summary: (rate: string, count: number) => `${rate} (${count} avis)`,
} as const);
