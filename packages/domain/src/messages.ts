import { localized } from './i18n.js';
// French messages of the rules and errors. Screens keep their own catalogue.

export const MSG = localized('MSG', {
  // generic
  requiredFields: 'Veuillez remplir tous les champs',
  genericError: 'Une erreur est survenue',
  unauthenticated: 'Vous devez être connecté',
  forbidden: "Vous n'avez pas l'autorisation d'effectuer cette action",
  notFound: 'Ressource introuvable',
  tooManyRequests: 'Trop de tentatives, réessayez plus tard',
  tooLarge: 'Fichier trop volumineux',
  badOrigin: 'Origine de la requête non autorisée',
  networkError: 'Impossible de se connecter au serveur',
  invalidCharacters: 'Le texte contient des caractères non autorisés',
  invalidJson: "Le contenu de la requête n'est pas un JSON valide",
  jsonTooDeep: 'Le contenu de la requête est trop imbriqué',
  jsonTooManyMembers: "Le contenu de la requête contient trop d'éléments",
  unsupportedContentType: 'Type de contenu non pris en charge',
  invalidForm: 'Formulaire invalide, veuillez réessayer',
  urlTooLong: "L'adresse demandée est trop longue",
  badRequest: 'Requête invalide',

  // sign-up
  roleRequired: 'Veuillez sélectionner un rôle',
  nameLetters: 'Le nom ne doit contenir que des lettres, espaces ou tirets',
  genderRequired: 'Veuillez sélectionner votre genre',
  countryInvalid: 'Veuillez sélectionner un pays africain',
  cityAreaTooLong: 'La ville et le quartier ne doivent pas dépasser 25 caractères',
  phoneInvalid: 'Le numéro doit contenir au moins 8 chiffres',
  operatorRequired: 'Veuillez sélectionner un opérateur',
  emailInvalid: 'Veuillez entrer une adresse e-mail valide',
  usernameInvalid: "Le nom d'utilisateur doit contenir entre 4 et 17 caractères",
  passwordWeak: 'Le mot de passe doit contenir au moins 8 caractères, une majuscule et un chiffre',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  pinInvalid: 'Le code PIN doit contenir exactement 4 chiffres',
  pinMismatch: 'Les codes PIN ne correspondent pas',
  emailTaken: 'Cette adresse e-mail est déjà utilisée',
  usernameTaken: "Ce nom d'utilisateur est déjà pris",
  signUpFailed: "Erreur lors de l'inscription",
  signUpSuccess: 'Votre inscription est terminée ! Bienvenue',
  welcomeTitle: 'Bienvenue sur Sugu !',
  welcomeMessageClient: 'Votre compte est prêt : découvrez les boutiques et les produits près de chez vous.',
  welcomeMessageSeller: 'Votre compte est prêt : configurez votre boutique pour commencer à vendre.',

  // login
  loginFailed: 'Email ou mot de passe incorrect',
  loginSuccess: 'Connexion réussie',
  logoutSuccess: 'Vous êtes déconnecté',

  // email verification
  codeInvalidFormat: 'Veuillez entrer un code valide.',
  codeInvalidOrExpired: 'Code de vérification invalide ou expiré',
  codeExpired: 'Code expiré',
  codeSent: 'Code envoyé',
  codeResendTooSoon: 'Veuillez patienter avant de demander un nouveau code',
  codeTooManyAttempts: 'Trop de tentatives, demandez un nouveau code',
  emailVerified: 'Adresse e-mail vérifiée',
  emailAlreadyVerified: 'Adresse e-mail déjà vérifiée',
  codeEmailMismatch: "Cette adresse e-mail n'est pas celle de votre compte",
  codeSendFailed: "Impossible d'envoyer l'e-mail, réessayez plus tard",

  // PIN
  pinIncorrect: 'Code incorrect',
  pinLocked: 'Trop de tentatives',
  pinValidated: 'Code validé !',
  pinRequired: 'Confirmez votre code PIN pour continuer',
  pinNotSet: "Aucun code PIN n'est défini pour ce compte",

  // media
  imageOnly: 'Seules les images sont acceptées',
  imageTooLarge: 'Image trop volumineuse (10 Mo maximum)',
  tooManyImages: 'Trop de photos pour ce formulaire',

  // OAuth
  oauthFailed: 'La connexion avec Google a échoué',
  oauthNotConfigured: "La connexion avec Google n'est pas configurée",
} as const);

export type MessageKey = keyof typeof MSG;
