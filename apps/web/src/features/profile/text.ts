// Screen texts of the settings page (/profil). Rule and error messages: SETTINGS_MSG of @sugu/domain.
import { localized } from '@sugu/domain';
export const profileText = localized('web:profileText', {
  title: 'Mon profil',
  avatar: 'Photo de profil',
  changePicture: 'Changer la photo de profil',
  menuLabel: 'Paramètres du compte',
  edit: 'Modifier mon profil',
  wallet: 'Mon portefeuille',
  notifications: 'Notifications',
  devicePush: 'Notifications sur cet appareil',
  devicePushHint: "Commandes, réponses, messages et argent, même l'application fermée",
  devicePushDenied: 'Bloquées : autorisez les notifications de Sugu dans les réglages du navigateur',
  devicePushUnsupported: 'Ce navigateur ne peut pas recevoir de notifications',
  devicePushFailed: "Le réglage n'a pas pu être changé. Réessayez.",
  security: 'Sécurité',
  pinRequired: 'Code PIN requis',
  backToShop: 'Retourner à ma boutique',
  logout: 'Se déconnecter',
  loggingOut: 'Déconnexion...',
  version: (v: string) => `Version ${v}`,
  back: 'Retour',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  // Profile edit
  firstName: 'Prénom',
  name: 'Nom',
  city: 'Ville',
  area: 'Quartier',
  username: "Nom d'utilisateur",
  phone: 'Téléphone',
  email: 'E-mail',
  country: 'Pays',
  /** The devise the country sets: the wallet's currency. */
  devise: 'Devise du portefeuille',
  operator: 'Opérateur mobile',
  chooseOperator: 'Choisissez votre opérateur',
  /** Beside the number of a country without a rule of its own (the spec's). */
  phoneHint: 'Au moins 8 chiffres.',
  /** Under the country once another is chosen: what the change does. */
  movingDevise: (from: string, to: string) =>
    `Votre devise passera de ${from} à ${to} : il faut pour cela un portefeuille vide, sans recharge, retrait ni commande en cours.`,
  movingSameDevise: 'Votre devise reste la même.',
  movingPhone:
    'Indiquez votre ville, votre quartier, votre numéro et votre opérateur dans ce pays ; le numéro sera à vérifier par SMS.',
  readOnly: 'Ces informations ne peuvent pas être modifiées.',
  // Phone state (docs/RULES.md, Téléphone et SMS)
  phoneVerified: 'Téléphone vérifié',
  verifyPhone: 'Vérifier mon numéro',
  // Preferences
  orderNotif: 'Commandes',
  orderNotifHint: 'Nouvelles commandes et changements de leur état',
  newProductNotif: 'Nouveaux produits',
  newProductNotifHint: 'Produits publiés par les boutiques que vous suivez',
  promotionNotif: 'Promotions',
  promotionNotifHint: 'Offres et promotions des boutiques',
  twoFactorCashOut: 'Double authentification des retraits',
  twoFactorCashOutHint: 'Un code envoyé par e-mail confirme chaque retrait',
  usePinForAllOperation: 'Code PIN pour toutes les opérations',
  usePinForAllOperationHint: 'Le code PIN est aussi demandé pour les notifications et la photo de profil',
} as const);
