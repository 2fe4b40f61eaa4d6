// Screen texts of email verification (popup) and of the dev mailbox page.
// Rule and API error messages come from MSG in @sugu/domain.
import { localized } from '@sugu/domain';

/** 125 → '2:05' */
const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export const verificationText = localized('web:verificationText', {
  popup: {
    title: 'Vérifiez votre e-mail',
    sending: 'Envoi du code en cours...',
    sentTo: 'Nous avons envoyé un code à 5 chiffres à',
    alreadySent: 'Un code vous a déjà été envoyé à',
    spamHint: 'Pensez à regarder dans vos courriers indésirables.',
    codeLabel: 'Code de vérification',
    expiresIn: (seconds: number) => `Le code expire dans ${minutesSeconds(seconds)}`,
    expired: 'Code expiré',
    verify: 'Vérifier',
    verifying: 'Vérification...',
    newCode: 'Obtenir un nouveau code',
    resend: 'Renvoyer le code',
    resendIn: (seconds: number) => `Renvoyer le code dans ${minutesSeconds(seconds)}`,
    resending: 'Envoi...',
    success: 'Adresse e-mail vérifiée',
    reloading: 'La page va se recharger...',
    logout: 'Se déconnecter',
    loggingOut: 'Déconnexion...',
    changeEmail: "Changer d'adresse e-mail",
    changeTitle: "Changer d'adresse e-mail",
    changeIntro: 'Saisissez la bonne adresse : nous y enverrons un nouveau code.',
    newEmailLabel: 'Nouvelle adresse e-mail',
    changeSubmit: 'Envoyer le code',
    changing: 'Envoi...',
    cancel: 'Annuler',
  },
  mailbox: {
    title: 'Boîte mail de développement',
    intro:
      'Les e-mails que Sugu enverrait si un serveur SMTP était configuré. Les codes à 5 chiffres sont surlignés.',
    filterLabel: 'Destinataire',
    filterPlaceholder: 'adresse@exemple.ml',
    refresh: 'Actualiser',
    to: 'À',
    empty: 'Aucun message',
    emptyHint: 'Les e-mails envoyés (codes de vérification…) apparaîtront ici.',
    disabled: 'La boîte de développement est désactivée : ce serveur envoie les e-mails par SMTP.',
    loadError: 'Impossible de récupérer les messages.',
    count: (n: number) => (n > 1 ? `${n} messages` : `${n} message`),
    smsTitle: 'SMS de développement',
    smsEmpty: 'Aucun SMS : les codes envoyés par SMS apparaîtront ici.',
  },
  phone: {
    title: 'Vérifier mon numéro',
    back: 'Retour',
    intro: 'Vos clients vous appelleront à ce numéro. Nous y envoyons un code à 5 chiffres par SMS.',
    send: 'Recevoir le code par SMS',
    sentTo: 'Nous avons envoyé un code à 5 chiffres par SMS au',
    alreadySent: 'Un code vous a déjà été envoyé par SMS au',
    success: 'Numéro de téléphone vérifié',
    verified: 'Votre numéro est vérifié.',
    noPhone: "Ajoutez d'abord un numéro de téléphone à votre compte.",
    backToProfile: 'Retour au profil',
    change: 'Changer de numéro',
    newNumberLabel: 'Nouveau numéro',
    changeSubmit: 'Envoyer le code à ce numéro',
    cancel: 'Annuler',
  },
} as const);
