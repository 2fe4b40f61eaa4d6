// Texts of the session entity: the login invite shown to a guest who tries an action that needs an account,
// and the PIN entry: the order's 'Confirmation PIN' and the settings' 'Code PIN' popups,
// the lock line every PIN entry shows.
import { localized, MSG, SETTINGS_MSG } from '@sugu/domain';

export const inviteText = localized('web:inviteText', {
  title: 'Rejoignez-nous...',
  text: '...pour aimer, suivre les boutiques, commenter, commander et discuter avec les vendeurs.',
  signUp: "S'inscrire",
  login: 'Se connecter',
} as const);

export const pinText = localized('web:pinText', {
  digit: (i: number) => `Chiffre ${i} du code PIN`,
  confirm: 'Valider',
  checking: 'Vérification...',
  validated: MSG.pinValidated,
  /** Every PIN entry's line while the PIN is locked, with the time the server says is left. */
  lockedFor: (time: string) => `${MSG.pinLocked} · Réessayez dans ${time}`,
  /** Each popup's own words: the purchase flow's, and the settings' (edit, security). */
  order: {
    title: 'Confirmation PIN',
    text: 'Saisissez votre code PIN à 4 chiffres pour confirmer la commande.',
    incorrect: MSG.pinIncorrect,
  },
  settings: {
    title: 'Code PIN',
    text: 'Entrez votre code PIN à 4 chiffres pour continuer.',
    incorrect: SETTINGS_MSG.pinIncorrect,
  },
} as const);
