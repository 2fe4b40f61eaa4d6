// Texts of the publication card, its carousel and owner menu (the feed, /publication/{id}, shop viewers).
import { localized } from '@sugu/domain';

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const publicationText = localized('web:publicationText', {
  verified: 'Boutique vérifiée',
  viewerTitle: 'Publication',
  menu: 'Options de la publication',
  delete: 'Supprimer',
  deleteConfirmTitle: 'Supprimer cette publication ?',
  deleteConfirmText: 'Cette action est définitive.',
  cancel: 'Annuler',
  deleting: 'Suppression...',
  follow: 'Suivre',
  like: "J'aime",
  unlike: "Je n'aime plus",
  buy: 'Acheter',
  chat: 'Discuter avec la boutique',
  comments: 'Commentaires',
  share: 'Partager',
  previous: 'Photo précédente',
  next: 'Photo suivante',
  photo: (i: number, n: number) => `Photo ${i} sur ${n}`,
  imageAlt: (name: string, i: number) => `${name}, photo ${i}`,
  likes: (_n: number, label: string) => `${label} j'aime`,
  purchases: (n: number, label: string) => `${label} ${plural(n, 'achat', 'achats')}`,
  comments_: (n: number, label: string) => `${label} ${plural(n, 'commentaire', 'commentaires')}`,
  shares: (n: number, label: string) => `${label} ${plural(n, 'partage', 'partages')}`,
} as const);
