// Screen texts (French). Rules and API errors live in @sugu/domain (MSG); this holds what screens say.
export const fr = {
  brand: { title: 'Sugu', subtitle: 'Le marché social du Mali' },
  nav: {
    home: 'Accueil',
    shop: 'Boutique',
    wallet: 'Portefeuille',
    messages: 'Messages',
    profile: 'Profil',
    label: 'Navigation principale',
  },
  comingSoon: {
    title: 'Bientôt disponible',
    // Says what the user can do meanwhile, never that the page is unbuilt (issue 7).
    text: 'Cette rubrique arrive bientôt. En attendant, parcourez la boutique et suivez vos vendeurs préférés.',
    back: "Retour à l'accueil",
  },
  notFound: { title: 'Page introuvable', text: "Cette page n'existe pas.", back: "Retour à l'accueil" },
  routeError: { title: 'Une erreur est survenue', retry: 'Réessayer' },
  loading: 'Chargement...',
  share: {
    title: 'Partager',
    whatsapp: 'WhatsApp',
    facebook: 'Facebook',
    telegram: 'Telegram',
    x: 'X',
    copy: 'Copier le lien',
    copying: 'Copie...',
    copied: 'Lien copié !',
  },
  counter: (n: number, max: number) => `${n}/${max}`,
} as const;
