// Screen texts of the operators' console (/admin). Rule messages: OPERATOR_MSG (packages/domain).
import { AUDIT_ACTIONS } from '@sugu/domain';

export const adminText = {
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
  search: {
    label: 'Rechercher un compte ou une boutique',
    placeholder: 'E-mail, nom d’utilisateur, téléphone ou boutique',
    submit: 'Rechercher',
    users: 'Comptes',
    shops: 'Boutiques',
    none: 'Aucun résultat',
    hint: 'Tapez au moins 2 caractères.',
    verified: 'Vérifiée',
    owner: (username: string) => `tenue par @${username}`,
  },
  audit: {
    empty: 'Aucune action pour le moment',
    more: 'Voir plus',
    by: (username: string) => `par @${username}`,
    reason: 'Raison',
    before: 'Avant',
    after: 'Après',
    view: 'Consultation',
    actionLabel: (action: string) => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action,
    /** What the target's type reads as; another module's types add their words here. */
    targetTypes: { category: 'Catégorie' } as Record<string, string>,
    /** The names of the fields a before/after state shows. */
    fields: { categoryName: 'nom' } as Record<string, string>,
  },
  categories: {
    add: 'Ajouter une catégorie',
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
  dialog: {
    reason: 'Raison (obligatoire, inscrite au journal)',
    reasonPlaceholder: 'Expliquez pourquoi vous faites cette action',
    next: 'Continuer',
    cancel: 'Annuler',
    sending: 'Envoi…',
    logged: 'Cette action sera inscrite au journal des opérateurs avec votre nom.',
  },
  loadError: 'Impossible de charger cette section',
  loading: 'Chargement…',
} as const;
