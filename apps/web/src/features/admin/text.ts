// Screen texts of the operators' console (/admin). Rule messages: OPERATOR_MSG (packages/domain).
import {
  AUDIT_ACTIONS,
  DISPUTE_REASON_LABELS,
  formatPrice,
  localized,
  ORDER_STATE_LABELS,
} from '@sugu/domain';

const auditDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

export const adminText = localized('web:adminText', {
  title: 'Console des opérateurs',
  back: 'Retour à Sugu',
  navLabel: 'Sections de la console',
  refused: {
    title: 'Accès réservé aux opérateurs',
    guest: 'Connectez-vous avec un compte opérateur pour ouvrir la console.',
    other: 'Votre compte n’est pas un compte opérateur. Cette console sert à l’équipe de Sugu.',
    login: 'Se connecter',
    home: 'Retour à l’accueil',
  },
  sections: {
    litiges: 'Litiges',
    signalements: 'Signalements',
    verifications: 'Vérifications',
    recherche: 'Recherche',
    journal: 'Journal',
    categories: 'Catégories',
  },
  overview: {
    title: 'À traiter',
    open: (n: number) => (n === 0 ? 'rien en attente' : n === 1 ? '1 en attente' : `${n} en attente`),
  },
  queues: {
    litiges: {
      empty: 'Aucun litige ouvert',
      text: 'Les litiges ouverts par les acheteurs apparaîtront ici.',
    },
    signalements: {
      empty: 'Aucun signalement en attente',
      text: 'Les signalements des utilisateurs apparaîtront ici, regroupés par contenu.',
    },
    verifications: {
      empty: 'Aucune demande de badge en attente',
      text: 'Les demandes de vérification des boutiques apparaîtront ici.',
    },
  },
  verifications: {
    tabs: 'Demandes par état',
    states: { pending: 'En attente', approved: 'Accordées', rejected: 'Refusées' },
    stateCount: (label: string, n: number) => `${label} (${n})`,
    empty: {
      pending: 'Aucune demande de badge en attente',
      approved: 'Aucun badge accordé',
      rejected: 'Aucune demande refusée',
    },
    emptyText: 'Les demandes de vérification des boutiques apparaîtront ici.',
    /** `day`: formatDayLabel's ('Aujourd’hui', 'lundi 23 novembre'). */
    sent: (day: string) => `Envoyée ${day.toLowerCase()}`,
    decided: (day: string, by: string | null) => `Décidée ${day.toLowerCase()}${by ? ` par @${by}` : ''}`,
    back: 'Retour aux demandes',
    shop: 'Boutique',
    owner: 'Propriétaire',
    legalName: 'Nom légal ou commercial',
    rccm: 'RCCM',
    noRccm: 'Non indiqué',
    state: 'État',
    stateLabel: { Pending: 'En attente', Approved: 'Badge accordé', Rejected: 'Refusée' },
    reason: 'Raison',
    document: 'Pièce d’identité',
    documentAlt: (name: string) => `Pièce d’identité envoyée pour ${name}`,
    documentLogged: 'Chaque affichage de cette pièce est inscrit au journal des opérateurs avec votre nom.',
    documentDeleted: 'La pièce a été supprimée 30 jours après la décision.',
    approve: 'Accorder le badge',
    reject: 'Refuser',
    approveTitle: (name: string) => `Accorder le badge à « ${name} »`,
    approveConfirm:
      'La boutique portera le badge vérifié partout où elle apparaît. Le vendeur en sera notifié.',
    rejectTitle: (name: string) => `Refuser le badge à « ${name} »`,
    rejectConfirm:
      'Le vendeur lira votre raison dans sa notification et sur sa page, et pourra envoyer une nouvelle demande.',
    approved: 'Badge accordé',
    rejected: 'Demande refusée',
  },
  search: {
    label: 'Rechercher un compte, une boutique ou une commande',
    placeholder: 'E-mail, téléphone, boutique, n° de commande',
    submit: 'Rechercher',
    users: 'Comptes',
    shops: 'Boutiques',
    orders: 'Commandes',
    orderLine: (quantity: number, total: number, currency: string, state: string) =>
      `Quantité ${quantity} · ${formatPrice(total, currency)} · ${state}`,
    orderParties: (buyer: string, shop: string) => `@${buyer} → ${shop}`,
    none: 'Aucun résultat',
    hint: 'Tapez au moins 2 caractères.',
    verified: 'Vérifiée',
    owner: (username: string) => `tenue par @${username}`,
    shopPage: 'Voir la boutique',
    ownerAccount: 'Son compte',
    journal: 'Journal',
    suspendedUntil: (date: string) => `Suspendu jusqu’au ${date}`,
    /** An account's role as the console names it. */
    roles: { Client: 'Client', Vendeur: 'Vendeur', Admin: 'Admin' } as Record<string, string>,
  },
  audit: {
    empty: 'Aucune action pour le moment',
    more: 'Voir plus',
    onlyTarget: (id: string) => `Seulement les actions sur ${id}.`,
    showAll: 'Tout afficher',
    by: (username: string) => `par @${username}`,
    /** When an action was written: day and time, as the operator's browser reads the clock. */
    at: (date: string) => auditDate.format(new Date(date)),
    /** One field of a before/after state. */
    field: (name: string, value: string) => `${name} : ${value}`,
    reason: 'Raison',
    before: 'Avant',
    after: 'Après',
    view: 'Consultation',
    /** Each action's label (an action without one shows its name). */
    actions: AUDIT_ACTIONS as Record<string, string>,
    /** What the target's type reads as; another module's types add their words here. */
    targetTypes: {
      category: 'Catégorie',
      shop_verification: 'Demande de badge',
      dispute: 'Litige',
      conversation: 'Conversation',
      report: 'Signalement',
      user: 'Compte',
    } as Record<string, string>,
    /** The names of the fields a before/after state shows. */
    fields: {
      categoryName: 'nom',
      state: 'état',
      reason: 'raison',
      shopId: 'boutique',
      outcome: 'décision',
      refundAmount: 'remboursé',
      moneyMoved: 'argent déplacé',
      action: 'décision',
      resolvedReports: 'signalements traités',
      targetType: 'contenu',
      targetId: 'id du contenu',
      suspended: 'suspendu',
      until: 'jusqu’au',
      refusedOrders: 'commandes refusées',
    } as Record<string, string>,
    noValue: '—',
    yes: 'oui',
    no: 'non',
  },
  categories: {
    add: 'Ajouter une catégorie',
    /** Beside a seeded category's translation: the name stored (and shown to French readers). */
    stored: (name: string) => `En français : ${name}`,
    name: 'Nom de la catégorie',
    usage: (shops: number, products: number) =>
      `${shops} boutique${shops > 1 ? 's' : ''} · ${products} produit${products > 1 ? 's' : ''}`,
    rename: 'Renommer',
    remove: 'Supprimer',
    inUse: 'Utilisée : ne peut pas être supprimée',
    addTitle: 'Ajouter une catégorie',
    addConfirm: 'La nouvelle catégorie sera proposée aux vendeurs et dans les filtres du catalogue.',
    renameTitle: (name: string) => `Renommer « ${name} »`,
    renameConfirm: 'Le nouveau nom s’affichera partout : boutiques, produits, filtres.',
    removeTitle: (name: string) => `Supprimer « ${name} »`,
    removeConfirm: 'La catégorie disparaîtra des listes. Aucune boutique ni aucun produit ne l’utilise.',
    added: 'Catégorie ajoutée',
    renamed: 'Catégorie renommée',
    removed: 'Catégorie supprimée',
  },
  disputes: {
    open: 'Ouverts',
    resolved: 'Clos',
    empty: { open: 'Aucun litige ouvert', resolved: 'Aucun litige clos' },
    reasons: DISPUTE_REASON_LABELS,
    line: (reference: string, buyer: string, shop: string) => `${reference} · @${buyer} → ${shop}`,
    /** `total`: formatPrice's. */
    amount: (total: string, wallet: boolean) =>
      `${total} · ${wallet ? 'payée par le portefeuille' : 'paiement à la livraison'}`,
    back: 'Retour aux litiges',
    order: 'Commande',
    product: 'Produit',
    total: 'Montant',
    payment: 'Paiement',
    buyer: 'Acheteur',
    shop: 'Boutique',
    state: 'État',
    thread: 'Fil du litige',
    conversation: 'Conversation des deux parties (lecture seule)',
    conversationLogged: 'Votre lecture de cette conversation est inscrite au journal des opérateurs.',
    noConversation: 'Aucun message échangé.',
    decide: 'Décision',
    refund: 'Rembourser l’acheteur',
    release: 'Payer le vendeur',
    split: 'Partager',
    refundConfirm: (total: string, wallet: boolean) =>
      wallet
        ? `${total} retournent du séquestre au portefeuille de l’acheteur ; la commande finit « Remboursée ».`
        : 'La décision est notée en faveur de l’acheteur (aucun argent ne passe par Sugu) ; elle compte contre la boutique.',
    releaseConfirm: (total: string, wallet: boolean) =>
      wallet
        ? `${total} sont versés au vendeur ; la commande finit « Terminée ».`
        : 'La décision est notée en faveur du vendeur (aucun argent ne passe par Sugu).',
    splitConfirm:
      'Le montant remboursé revient à l’acheteur, le reste va au vendeur ; la commande finit « Terminée ».',
    refundAmount: (total: string) => `Montant remboursé à l’acheteur (1 à ${total} moins 1)`,
    decided: 'Litige tranché',
    status: { Open: 'Ouvert', Resolved: 'Clos' },
  },
  dialog: {
    reason: 'Raison (obligatoire, inscrite au journal)',
    reasonPlaceholder: 'Expliquez pourquoi vous faites cette action',
    next: 'Continuer',
    cancel: 'Annuler',
    sending: 'Envoi…',
    logged: 'Cette action sera inscrite au journal des opérateurs avec votre nom.',
  },
  orderStates: ORDER_STATE_LABELS,
  reports: {
    tabs: { open: 'À traiter', resolved: 'Traités' },
    tabsLabel: 'Signalements à traiter ou traités',
    emptyResolved: 'Aucun signalement traité pour le moment',
    types: {
      shop: 'Boutique',
      product: 'Produit',
      publication: 'Publication',
      comment: 'Commentaire',
      message: 'Message',
      user: 'Utilisateur',
    } as Record<string, string>,
    count: (n: number) => (n > 1 ? `${n} signalements` : '1 signalement'),
    owner: (username: string) => `de @${username}`,
    suspended: 'Suspendu',
    reasons: 'Raisons données',
    see: 'Voir le contenu',
    since: (date: string) => `depuis le ${date}`,
    decided: {
      dismiss: 'Classé sans suite',
      remove: 'Contenu retiré',
      warn: 'Auteur averti',
      suspend: 'Compte suspendu',
    } as Record<string, string>,
    actions: {
      dismiss: 'Classer',
      remove: 'Retirer',
      warn: 'Avertir',
      suspend: 'Suspendre',
      unsuspend: 'Lever la suspension',
    },
    titles: {
      dismiss: 'Classer sans suite',
      remove: 'Retirer le contenu',
      warn: 'Avertir son auteur',
      suspend: (username: string) => `Suspendre @${username}`,
      unsuspend: (username: string) => `Lever la suspension de @${username}`,
    },
    confirms: {
      dismiss: 'Le contenu reste en ligne. Chaque personne qui l’a signalé en sera informée.',
      remove:
        'Le contenu disparaîtra partout : fil, recherche, page de la boutique ; son lien ne mènera plus à rien. Son auteur et les personnes qui l’ont signalé seront prévenus.',
      warn: 'Son auteur recevra une notification avec la raison que vous écrivez. Le contenu reste en ligne.',
      suspend:
        'Le compte sera déconnecté aussitôt et ne pourra plus se connecter ; sa boutique, ses produits et ses publications disparaîtront ; ses commandes en cours seront refusées et l’argent rendu aux acheteurs. Ses commandes en litige restent à trancher dans la file des litiges.',
      unsuspend:
        'Le compte pourra se reconnecter et ses contenus réapparaîtront. Les commandes refusées le restent.',
    },
    until: 'Jusqu’au (facultatif)',
    untilHint: 'Sans date, la suspension dure jusqu’à ce qu’un opérateur la lève.',
    done: {
      dismiss: 'Signalement classé',
      remove: 'Contenu retiré',
      warn: 'Avertissement envoyé',
      suspend: 'Compte suspendu',
      unsuspend: 'Suspension levée',
    },
    queueCount: (n: number) =>
      n === 0 ? 'rien en attente' : n === 1 ? '1 contenu signalé' : `${n} contenus signalés`,
  },
  loadError: 'Impossible de charger cette section',
  loading: 'Chargement…',
} as const);
