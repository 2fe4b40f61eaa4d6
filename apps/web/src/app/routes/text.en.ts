// English of app/routes/text.ts.
import type { Translation } from '@sugu/domain';
import type { routeText } from './text';

export const routeEn: Translation<typeof routeText> = {
  siteName: 'Sugu',
  home: { title: 'Home' },
  wallet: { title: 'My wallet' },
  publication: { title: 'Post', backHome: 'Back to home', backShop: 'Back to the shop' },
  messages: {
    title: 'Messages',
    discussions: 'Chats',
    orders: 'Orders',
    withCount: (label: string, n: number) => (n > 0 ? `${label} (${n})` : label),
    footer: 'Only shops and their customers can chat, for 36 hours after an order.',
    guest: 'Log in to see your messages and orders.',
  },
};
