// Texts of the one report popup and the 'Signaler' entries that open it (a card, a shop, a comment, a message).

import type { ReportTargetType } from '@sugu/domain';
import { localized } from '@sugu/domain';

export const reportText = localized('web:reportText', {
  report: 'Signaler',
  menu: 'Plus d’options',
  title: {
    shop: 'Signaler la boutique',
    product: 'Signaler le produit',
    publication: 'Signaler la publication',
    comment: 'Signaler le commentaire',
    message: 'Signaler ce message',
    user: 'Signaler cet utilisateur',
  } satisfies Record<ReportTargetType, string>,
  reason: 'Pourquoi signalez-vous ce contenu ?',
  placeholder: 'Arnaque, contrefaçon, propos insultants, demande de paiement hors plateforme…',
  hint: 'Son auteur ne saura pas qui l’a signalé. L’équipe Sugu l’examine et vous tient au courant.',
  cancel: 'Annuler',
  submit: 'Envoyer le signalement',
  sending: 'Envoi…',
} as const);
