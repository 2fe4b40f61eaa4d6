// Screen texts (French). Rules and API errors live in @sugu/domain (MSG); this holds what screens say.
import { localized } from '@sugu/domain';
export const fr = localized('web:fr', {
  brand: { title: 'Sugu', subtitle: 'Le marché social du Mali' },
  nav: {
    home: 'Accueil',
    shop: 'Boutique',
    wallet: 'Portefeuille',
    messages: 'Messages',
    profile: 'Profil',
    label: 'Navigation principale',
  },
  notFound: { title: 'Page introuvable', text: "Cette page n'existe pas.", back: "Retour à l'accueil" },
  /** A page or a region that failed (its text: the spec's for it, else MSG.genericError) tries again. */
  retry: 'Réessayer',
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
} as const);
