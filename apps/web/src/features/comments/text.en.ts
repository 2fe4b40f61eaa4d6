// English of features/comments/text.ts.
import { DOMAIN_EN, type Translation } from '@sugu/domain';
import type { commentsText } from './text';

export const commentsEn: Translation<typeof commentsText> = {
  title: (n: number) => (n > 0 ? `Comments (${n})` : 'Comments'),
  placeholder: 'Add a comment...',
  replyPlaceholder: 'Reply to {0}...',
  send: 'Send',
  reply: 'Reply',
  cancelReply: 'Cancel',
  delete: 'Delete',
  report: 'Report',
  deleteTitle: 'Delete this comment?',
  deleteText: 'The comment and its replies will be deleted for good.',
  cancelDelete: 'Cancel',
  deleting: 'Deleting...',
  likeCount: 'Like {0}',
  dislikeCount: 'Dislike {0}',
  likes: '{0, plural, one {# like} other {# likes}}',
  replies: '{0, plural, one {# reply} other {# replies}}',
  emptyTitle: DOMAIN_EN.SOCIAL_MSG.commentsEmptyTitle,
  emptyText: DOMAIN_EN.SOCIAL_MSG.commentsEmptyText,
  loading: 'Loading comments',
  loadingMore: 'Loading...',
  seller: 'Seller',
};
