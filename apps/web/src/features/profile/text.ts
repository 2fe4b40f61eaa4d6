// Screen texts of the profile page (/profil).
export const profileText = {
  title: 'Mon profil',
  avatar: 'Photo de profil',
  menuLabel: 'Paramètres du compte',
  edit: 'Modifier mon profil',
  wallet: 'Mon portefeuille',
  notifications: 'Notifications',
  security: 'Sécurité',
  soon: 'Bientôt disponible',
  backToShop: 'Retourner à ma boutique',
  logout: 'Se déconnecter',
  loggingOut: 'Déconnexion...',
  version: (v: string) => `Version ${v}`,
} as const;
