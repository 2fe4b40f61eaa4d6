// English of shared/text.ts.
import type { Translation } from '@sugu/domain';
import type { fr } from './text';

export const sharedEn: Translation<typeof fr> = {
  brand: { title: 'Sugu', subtitle: "Mali's social marketplace" },
  nav: {
    home: 'Home',
    shop: 'Shop',
    wallet: 'Wallet',
    messages: 'Messages',
    profile: 'Profile',
    label: 'Main navigation',
  },
  notFound: { title: 'Page not found', text: "This page doesn't exist.", back: 'Back to home' },
  retry: 'Try again',
  loading: 'Loading...',
  share: {
    title: 'Share',
    whatsapp: 'WhatsApp',
    facebook: 'Facebook',
    telegram: 'Telegram',
    x: 'X',
    copy: 'Copy link',
    copying: 'Copying...',
    copied: 'Link copied!',
  },
  counter: (n, max) => `${n}/${max}`,
};
