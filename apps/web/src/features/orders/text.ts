// Texts of the order flow, the Commandes tab and the order screen, their error texts included.
import {
  DISPUTE,
  DISPUTE_MSG,
  DISPUTE_REASON_LABELS,
  localized,
  MSG,
  ORDER_MSG,
  ORDER_STATE_LABELS,
} from '@sugu/domain';

export const orderText = localized('web:orderText', {
  form: {
    title: 'Finaliser la commande',
    quantity: 'Quantité',
    less: 'Diminuer la quantité',
    more: 'Augmenter la quantité',
    inStock: (n: number) => `${n} en stock`,
    stockInsufficient: ORDER_MSG.stockInsufficient,
    delivery: 'Livraison',
    deliveries: { home: 'À domicile', contact: 'Me contacter', get: 'Je récupère' },
    payment: 'Paiement',
    payAgreement: 'Payer à la livraison / par entente',
    payAgreementHint: 'Vous réglez avec le vendeur dans la messagerie.',
    payWallet: (balance: string) => `Payer avec mon portefeuille (solde : ${balance})`,
    payWalletHint:
      'Le montant est bloqué jusqu’à la réception de votre commande, remboursé si elle est refusée.',
    walletShort: 'Solde insuffisant',
    /** No conversion, ever: the wallet pays only an order in its own currency. */
    walletOtherCurrency: (devise: string, currency: string) =>
      `Votre portefeuille est en ${devise} : cette commande en ${currency} se paie à la livraison, sans conversion.`,
    total: 'Total',
    confirm: 'Commander',
    retry: 'Réessayer',
    sending: 'Envoi...',
    failed: ORDER_MSG.orderFailed,
  },
  /** The success notice, where the wallet paid. */
  success: {
    title: 'Paiement réussi',
    text: ORDER_MSG.orderCreated,
    chat: 'Discuter avec le vendeur',
    seeState: "Voir l'état",
  },
  /** After an order, once per device: the offer of web push for the seller's answer. */
  pushOffer: {
    title: 'Être prévenu(e) de la réponse du vendeur ?',
    text: "Une notification sur cet appareil dès que le vendeur accepte ou refuse, même l'application fermée.",
    enable: 'Activer les notifications',
    enabling: 'Activation...',
    later: 'Plus tard',
    enabled: 'Notifications activées sur cet appareil',
    denied: 'Notifications bloquées : autorisez-les pour Sugu dans les réglages du navigateur.',
    failed: "Les notifications n'ont pas pu être activées. Réessayez depuis Profil > Notifications.",
  },
  /** Nothing was paid (pay on delivery, or as agreed with the seller): no 'Paiement réussi'. */
  sent: {
    title: 'Commande envoyée',
    text: "Le vendeur a reçu votre commande. Rien n'a été payé : vous réglerez à la livraison ou comme convenu dans vos messages, où vous suivez son état.",
  },
  list: {
    empty: 'Aucune commande trouvée',
    loadFailed: ORDER_MSG.ordersLoadFailed,
    /** The order screen's 'ID: {order id} - {product name}', with the order's short reference. */
    line: (reference: string, productName: string) => `ID: ${reference} - ${productName}`,
    /** Beside the total: what it is made of ('2 × 7 500'). */
    /** `unitPrice` with its currency, as the total beside it: '7 500 XOF' (the spec's item), 'GH₵450.00'. */
    breakdown: (quantity: number, unitPrice: string) => `${quantity} × ${unitPrice}`,
    open: (name: string) => `Ouvrir la commande de ${name}`,
  },
  states: ORDER_STATE_LABELS,
  panel: {
    title: 'Commande',
    verifyPhone: 'Vérifier mon numéro',
    back: 'Retour aux commandes',
    id: 'ID',
    product: 'Produit',
    quantity: 'Quantité',
    amount: 'Montant',
    state: 'État',
    created: 'Créé',
    delivery: 'Livraison',
    payment: 'Paiement',
    payments: { wallet: 'Portefeuille', agreement: 'À la livraison / par entente' },
    buyer: 'Client',
    shop: 'Boutique',
    phone: 'Téléphone',
    accept: 'Accepter',
    refuse: 'Refuser',
    received: "J'ai reçu ma commande",
    rate: 'Évaluer',
    acceptFailed: ORDER_MSG.acceptFailed,
    refuseFailed: ORDER_MSG.refuseFailed,
    finishFailed: MSG.genericError,
    autoRefuse: (when: string) => `Sans réponse, la commande sera annulée ${when}.`,
    autoFinish: (when: string) => `Sans nouvelle, la commande sera terminée ${when}.`,
    sellerCannotRate: 'Seul le client peut évaluer la boutique.',
  },
  dispute: {
    title: 'Litige',
    report: DISPUTE_MSG.reportTitle,
    reportHint:
      'Commande non reçue, non conforme ou abîmée ? Décrivez le problème : la fin automatique de la commande est suspendue et le vendeur peut vous répondre.',
    reason: 'Motif',
    reasons: DISPUTE_REASON_LABELS,
    description: 'Description',
    descriptionPlaceholder: 'Que s’est-il passé ? (10 caractères au moins)',
    photos: (n: number) => `Photos (${n}/${DISPUTE.maxPhotos})`,
    addPhoto: 'Ajouter une photo',
    chosenPhoto: (i: number) => `Photo choisie ${i}`,
    removePhoto: (i: number) => `Retirer la photo ${i}`,
    send: 'Envoyer le signalement',
    cancel: 'Annuler',
    reply: 'Votre message',
    replyPlaceholder: 'Répondre dans le litige…',
    sendReply: 'Envoyer',
    close: DISPUTE_MSG.closeAction,
    closeHint:
      'Le problème est résolu avec le vendeur ? Le litige se ferme et la commande reprend son cours.',
    open: 'Litige en cours : l’équipe Sugu suit l’échange.',
    failed: MSG.genericError,
  },
} as const);
