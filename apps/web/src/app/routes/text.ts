// Texts the routes own: page titles and the back buttons of pages composed here.
import { localized } from '@sugu/domain';
export const routeText = localized('web:routeText', {
  siteName: 'Sugu',
  home: { title: 'Accueil' },
  wallet: { title: 'Mon portefeuille' },
  publication: {
    title: 'Publication',
    backHome: "Retour à l'accueil",
    backShop: 'Retour à la boutique',
  },
  messages: {
    title: 'Messages',
    discussions: 'Discussions',
    orders: 'Commandes',
    withCount: (label: string, n: number) => (n > 0 ? `${label} (${n})` : label),
    footer: 'Seuls les boutiques et leurs clients peuvent discuter, pendant 36h après une commande.',
    guest: 'Connectez-vous pour voir vos messages et vos commandes.',
  },
} as const);
