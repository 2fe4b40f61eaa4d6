// English of entities/report/text.ts.
import type { Translation } from '@sugu/domain';
import type { reportText } from './text';

export const reportEn: Translation<typeof reportText> = {
  report: 'Report',
  menu: 'More options',
  title: {
    shop: 'Report this shop',
    product: 'Report this product',
    publication: 'Report this post',
    comment: 'Report this comment',
    message: 'Report this message',
    user: 'Report this user',
  },
  reason: 'Why are you reporting this?',
  placeholder: 'Scam, fake goods, insults, asking to pay outside the app…',
  hint: "The author won't know who reported it. The Sugu team looks into it and keeps you posted.",
  cancel: 'Cancel',
  submit: 'Send report',
  sending: 'Sending…',
};
