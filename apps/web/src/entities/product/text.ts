// Texts of product cards, the product sheet and gallery (shown by the feed, the shop and the product page).
import { localized } from '@sugu/domain';
export const productText = localized('web:productText', {
  inStock: (n: number) => `${n} en stock`,
  sold: (n: number) => `${n} vendu${n > 1 ? 's' : ''}`,
  remaining: (n: number) => `${n} restant${n > 1 ? 's' : ''}`,
  order: 'Commander',
  orderNow: 'Commander maintenant',
  share: 'Partager',
  report: 'Signaler ce produit',
  previous: 'Image précédente',
  next: 'Image suivante',
  imageOf: (i: number, n: number) => `Image ${i} sur ${n}`,
  goToImage: (i: number) => `Voir l'image ${i}`,
  /** `shown` is the compact form of `n` ("1,2K"); French takes the singular for 0 and 1. */
  followers: (n: number, shown: string) => `${shown} abonné${n > 1 ? 's' : ''}`,
  newShop: 'Nouveau',
  noRating: 'Pas encore de note',
  rating: (r: string) => `Note ${r} sur 5`,
  verified: 'Boutique vérifiée',
  back: 'Retour à la boutique',
  loading: 'Chargement...',
  notFound: 'Produit introuvable',
  editStock: 'Modifier le stock',
  ownerHint: 'Vous êtes le vendeur de ce produit.',
  seeShop: (name: string) => `Voir la boutique ${name}`,
} as const);
