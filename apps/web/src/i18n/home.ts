// Screen texts of the splash screen and the home page (/accueil).
export const splashText = {
  taglines: [
    "Plus qu'une simple plateforme e-commerce",
    'Un écosystème complet',
    'Pour les vendeurs et les acheteurs',
  ],
  progressLabel: 'Chargement de Sugu',
} as const;

export const homeText = {
  title: 'Accueil',
  search: {
    open: 'Rechercher une boutique',
    placeholder: 'Rechercher une boutique...',
    back: 'Quitter la recherche',
    empty: 'Recherchez une boutique',
  },
  notifications: {
    open: 'Notifications',
    openUnread: (n: number) => `Notifications, ${n} non lue${n > 1 ? 's' : ''}`,
    title: 'Notifications',
    close: 'Fermer les notifications',
    emptyTitle: 'Aucune notification',
    emptyText: 'Vous êtes à jour !',
  },
} as const;
