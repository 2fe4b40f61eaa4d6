// Texts of the login invite shown to a guest who tries an action that needs an account.
export const inviteText = {
  title: 'Rejoignez-nous...',
  text: '...pour aimer, suivre les boutiques, commenter, commander et discuter avec les vendeurs.',
  signUp: "S'inscrire",
  login: 'Se connecter',
} as const;
