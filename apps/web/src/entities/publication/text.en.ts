// English of entities/publication/text.ts: read by the first screen (app/i18n-en-first.ts), so its texts
// with values are functions (pluralEn), not ICU messages.
import { pluralEn, type Translation } from '@sugu/domain';
import type { publicationText } from './text';

export const publicationEn: Translation<typeof publicationText> = {
  verified: 'Verified shop',
  viewerTitle: 'Post',
  menu: 'Post options',
  delete: 'Delete',
  deleteConfirmTitle: 'Delete this post?',
  deleteConfirmText: "This can't be undone.",
  cancel: 'Cancel',
  deleting: 'Deleting...',
  follow: 'Follow',
  like: 'Like',
  unlike: 'Unlike',
  buy: 'Buy',
  chat: 'Chat with the shop',
  comments: 'Comments',
  share: 'Share',
  previous: 'Previous photo',
  next: 'Next photo',
  photo: (i, n) => `Photo ${i} of ${n}`,
  imageAlt: (name, i) => `${name}, photo ${i}`,
  likes: (n, label) => `${label} ${pluralEn(n, 'like', 'likes')}`,
  purchases: (n, label) => `${label} ${pluralEn(n, 'purchase', 'purchases')}`,
  comments_: (n, label) => `${label} ${pluralEn(n, 'comment', 'comments')}`,
  shares: (n, label) => `${label} ${pluralEn(n, 'share', 'shares')}`,
};
