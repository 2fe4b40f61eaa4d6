// English of entities/publication/text.ts.
import type { Translation } from '@sugu/domain';
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
  photo: 'Photo {0} of {1}',
  imageAlt: '{0}, photo {1}',
  likes: '{0} likes',
  purchases: '{1} {0, plural, one {purchase} other {purchases}}',
  comments_: '{1} {0, plural, one {comment} other {comments}}',
  shares: '{1} {0, plural, one {share} other {shares}}',
};
