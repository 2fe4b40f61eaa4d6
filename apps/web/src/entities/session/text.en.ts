// English of entities/session/text.ts.
import type { Translation } from '@sugu/domain';
import type { inviteText, pinText } from './text';

export const inviteEn: Translation<typeof inviteText> = {
  title: 'Join us...',
  text: '...to like posts, follow shops, comment, order and chat with sellers.',
  signUp: 'Sign up',
  login: 'Log in',
};

export const pinEn: Translation<typeof pinText> = {
  digit: 'PIN digit {0}',
  confirm: 'Confirm',
  checking: 'Checking...',
  validated: 'PIN confirmed!',
  lockedFor: 'Too many attempts · Try again in {0}',
  order: {
    title: 'Confirm with your PIN',
    text: 'Enter your 4-digit PIN to confirm the order.',
    incorrect: 'Wrong PIN',
  },
  settings: {
    title: 'PIN',
    text: 'Enter your 4-digit PIN to continue.',
    incorrect: 'Wrong PIN',
  },
};
