// Screen texts of the account screens: login, sign-up, invite popup, settings page (/profil).
// Rule and API error messages come from MSG in @sugu/domain.
import { localized } from '@sugu/domain';
export const authText = localized('web:authText', {
  password: {
    show: 'Afficher le mot de passe',
    hide: 'Masquer le mot de passe',
    showPin: 'Afficher le code PIN',
    hidePin: 'Masquer le code PIN',
  },
  login: {
    title: 'Connexion',
    welcome: 'Bon retour parmi nous',
    intro: 'Connectez-vous pour commander, suivre vos boutiques et discuter avec les vendeurs.',
    identifier: "Email ou nom d'utilisateur",
    password: 'Mot de passe',
    submit: 'Se connecter',
    submitting: 'Connexion...',
    or: 'ou',
    google: 'Se connecter avec Google',
    noAccount: 'Pas encore de compte ?',
    signUp: 'Créer un compte',
    oauthErrors: {
      oauth_failed: 'La connexion avec Google a échoué. Veuillez réessayer.',
      google_unavailable: "La connexion avec Google n'est pas disponible pour le moment.",
      missing_user_info: 'Informations de connexion manquantes. Veuillez vous reconnecter.',
    } as Record<string, string>,
  },
  signUp: {
    title: 'Créer un compte',
    step: (n: number, total: number) => `Étape ${n}/${total}`,
    back: 'Retour',
    next: 'Suivant',
    finish: 'Terminer',
    skip: 'Ignorer',
    sending: 'Inscription...',
    haveAccount: 'Déjà un compte ?',
    login: 'Se connecter',
    role: {
      title: 'Vous êtes ?',
      hint: 'Choisissez comment vous utiliserez Sugu.',
      Client: { label: 'Client', text: 'Je découvre les boutiques et je commande des produits.' },
      Vendeur: { label: 'Vendeur', text: 'Je crée ma boutique et je vends mes produits.' },
    },
    identity: {
      title: 'Qui êtes-vous ?',
      name: 'Nom',
      firstName: 'Prénom',
      gender: 'Genre',
      Homme: 'Homme',
      Femme: 'Femme',
    },
    location: {
      title: 'Où habitez-vous ?',
      country: 'Pays',
      city: 'Ville',
      /** The country's first city: 'Ex. : Bamako' in Mali. */
      cityPlaceholder: (city: string) => `Ex. : ${city}`,
      area: 'Quartier',
      areaPlaceholder: 'Ex. : Hippodrome',
    },
    contact: {
      title: 'Votre numéro',
      hint: 'Le numéro de votre compte mobile money.',
      phone: 'Téléphone',
      dialCode: 'Indicatif',
      operator: 'Opérateur',
    },
    credentials: {
      title: 'Votre compte',
      username: "Nom d'utilisateur",
      usernameHint: '4 à 17 lettres minuscules ou chiffres',
      email: 'Email',
      password: 'Mot de passe',
      passwordHint: '8 caractères minimum, une majuscule et un chiffre',
      confirmPassword: 'Confirmer le mot de passe',
    },
    pin: {
      title: 'Votre code PIN',
      hint: 'Ce code à 4 chiffres servira à valider vos opérations.',
      pin: 'Code PIN',
      confirmPin: 'Confirmer le code PIN',
    },
    photo: {
      title: 'Photo de profil',
      hint: 'Facultatif : ajoutez une photo pour que les vendeurs vous reconnaissent.',
      choose: 'Choisir une photo',
      change: 'Changer de photo',
      remove: 'Retirer la photo',
      preview: 'Aperçu de la photo de profil',
    },
    done: {
      redirect: 'Redirection vers la connexion...',
      login: 'Se connecter',
    },
  },
} as const);

// The Google sign-in return page (/oauth-success).
export const oauthText = localized('web:oauthText', {
  connecting: 'Connexion en cours...',
  hint: 'Nous finalisons votre connexion avec Google.',
} as const);
