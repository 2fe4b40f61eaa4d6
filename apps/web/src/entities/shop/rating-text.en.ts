// English of entities/shop/rating-text.ts.
import { LIMITS, type Translation } from '@sugu/domain';
import type { ratingText } from './rating-text';

export const ratingEn: Translation<typeof ratingText> = {
  title: 'Rate this shop',
  labels: ['Very bad', 'Bad', 'Okay', 'Good', 'Excellent'],
  none: 'Pick a rating',
  star: '{0, plural, one {# star} other {# stars}}',
  review: 'Your review (optional)',
  placeholder: 'Tell others how it went with this shop',
  counter: `{0}/${LIMITS.reviewMax} characters`,
  noteRequired: 'Please pick a rating',
  submit: 'Send',
  sending: 'Sending...',
  sendFailed: "We couldn't send your rating",
  thanks: 'Thanks for your rating!',
  close: 'Close',
};
