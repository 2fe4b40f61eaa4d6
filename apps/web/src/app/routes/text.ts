// Texts the routes own: page titles and the back buttons of pages composed here.
export const routeText = {
  siteName: 'Sugu',
  home: { title: 'Accueil' },
  publication: {
    title: 'Publication',
    backHome: "Retour à l'accueil",
    backShop: 'Retour à la boutique',
  },
} as const;
