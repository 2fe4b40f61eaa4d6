// Texts of the order flow, the Commandes tab and the order screen, their error texts included.
import { MSG, ORDER_MSG } from '@sugu/domain';

export const orderText = {
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
    breakdown: (quantity: number, unitPrice: string) => `${quantity} × ${unitPrice}`,
    open: (name: string) => `Ouvrir la commande de ${name}`,
  },
  states: {
    Pending: 'En attente',
    Accepted: 'Acceptée',
    Refused: 'Refusée',
    Finished: 'Terminée',
    Disputed: 'Litige en cours',
    Refunded: 'Remboursée',
  },
  panel: {
    title: 'Commande',
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
    phonePrefix: '+223',
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
} as const;
