// Screen texts of the Google sign-in return page (/oauth-success).
export const oauthText = {
  connecting: 'Connexion en cours...',
  hint: 'Nous finalisons votre connexion avec Google.',
} as const;
