// English of features/splash/text.ts.
import type { Translation } from '@sugu/domain';
import type { splashText } from './text';

export const splashEn: Translation<typeof splashText> = {
  taglines: ['More than just an online shop', 'A whole marketplace', 'For sellers and buyers'],
  progressLabel: 'Loading Sugu',
};
