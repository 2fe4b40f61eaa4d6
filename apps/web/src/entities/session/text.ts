// Texts of the session entity: the login invite shown to a guest who tries an action that needs an account,
// and the PIN lock line every PIN entry shows.
import { MSG } from '@sugu/domain';

export const inviteText = {
  title: 'Rejoignez-nous...',
  text: '...pour aimer, suivre les boutiques, commenter, commander et discuter avec les vendeurs.',
  signUp: "S'inscrire",
  login: 'Se connecter',
} as const;

/** Every PIN entry's line while the PIN is locked (spec 2 §4), with the time the server says is left. */
export const pinLockText = {
  lockedFor: (time: string) => `${MSG.pinLocked} · Réessayez dans ${time}`,
} as const;
