// Wallet, recharge and withdrawal: rules, French messages, payloads.
import { z } from 'zod';
import { phoneField, VERIFICATION_CODE } from './auth.js';
import { localized } from './i18n.js';
import { MSG } from './messages.js';
import { amountField, MONEY_CEILING } from './money.js';
import { WALLET_OPERATION, WALLET_STATUS } from './reference-data.js';

export const WALLET_MSG = localized('WALLET_MSG', {
  amountInvalid: 'Montant invalide (min 500 FCFA)',
  currencyMismatch: 'La devise doit être celle de votre compte',
  /** The configured payment provider does not move money in the wallet's currency. */
  currencyUnsupported: (currency: string) =>
    `Les recharges et retraits en ${currency} ne sont pas encore possibles : vos achats se paient à la livraison`,
  /** No conversion, ever: an order in another currency than the buyer's wallet is paid on delivery. */
  orderOtherCurrency: (currency: string, devise: string) =>
    `Cette commande est en ${currency} et votre portefeuille en ${devise} : aucune conversion n'est faite, choisissez le paiement à la livraison`,
  sellerOtherCurrency:
    "Le portefeuille de ce vendeur n'est pas dans la devise de ce produit : choisissez le paiement à la livraison",
  insufficientBalance: 'Solde insuffisant',
  prefixInvalid: 'Le préfixe du numéro doit être 223',
  /** The withdrawal's prefix is the account's own dial code (223 for Mali: prefixInvalid). */
  prefixNotYours: (prefix: string) => `Le préfixe du numéro doit être ${prefix}`,
  paymentInitFailed: "Erreur lors de l'initialisation du paiement",
  withdrawalInitFailed: "Erreur lors de l'initialisation du retrait",
  genericError: "Une erreur s'est produite",
  userNotLoaded: 'Utilisateur non chargé',
  pinCheckFailed: 'Erreur lors de la validation du PIN',
  withdrawalPending: 'Retrait en cours de traitement',
  withdrawalDone: 'Retrait effectué',
  withdrawalFailed: 'Le retrait a échoué, le montant a été restitué sur votre solde',
  cashoutCodeRequired: 'Entrez le code de confirmation reçu par e-mail',
  cashoutCodeSent: 'Un code de confirmation vous a été envoyé par e-mail',
  notificationInvalid: 'Notification de paiement invalide',
  notificationStale: 'Notification de paiement expirée',
  unknownProvider: 'Prestataire de paiement inconnu',
  walletDisabled:
    "Le portefeuille est temporairement désactivé : les paiements d'achat se règlent entre vendeur et acheteur via la messagerie",
  // Notifications sent to the user
  depositTitle: 'Recharge réussie',
  depositMessage: (amount: string) => `Votre portefeuille a été crédité de ${amount}.`,
  withdrawalTitle: 'Retrait effectué',
  withdrawalMessage: (amount: string) => `${amount} ont été envoyés sur votre compte mobile money.`,
  withdrawalFailedTitle: 'Retrait échoué',
  withdrawalFailedMessage: (amount: string) =>
    `Le retrait de ${amount} a échoué : le montant vous a été restitué.`,
  escrowReleaseTitle: 'Paiement reçu',
  escrowReleaseMessage: (amount: string) =>
    `${amount} d'une commande terminée ont été versés sur votre portefeuille.`,
  escrowRefundTitle: 'Remboursement',
  escrowRefundMessage: (amount: string) => `${amount} d'une commande refusée vous ont été remboursés.`,
  escrowDisputeRefundMessage: (amount: string) =>
    `${amount} d'une commande en litige vous ont été remboursés.`,
  escrowDisputeReleaseMessage: (amount: string) =>
    `${amount} d'une commande en litige ont été versés sur votre portefeuille.`,
  // Back from the provider's page without paying (`/portefeuille?recharge=cancelled&reason=…`)
  rechargeCancelled: (reason: string) => `Recharge annulée : ${reason}`,
  // Back from the provider's page before it has decided (`/portefeuille?recharge=pending`)
  rechargePending:
    "Paiement en cours de vérification : votre solde sera crédité dès que l'opérateur l'aura confirmé.",
} as const);

/**
 * Why a recharge was cancelled on the provider's page, when it says: the wallet page reads the code from
 * `?reason=` (anything else reads as 'refused').
 */
export const RECHARGE_CANCEL_REASONS = localized('RECHARGE_CANCEL_REASONS', {
  refused: 'paiement refusé',
  insufficient_funds: 'solde mobile money insuffisant',
  abandoned: 'paiement abandonné',
} as const);
export type RechargeCancelReason = keyof typeof RECHARGE_CANCEL_REASONS;

/** The wallet page's address after a cancelled recharge. */
export const rechargeCancelledUrl = (reason: RechargeCancelReason) =>
  `/portefeuille?recharge=cancelled&reason=${reason}`;

/** Where the payer lands back from the provider's page, by what became of the deposit. */
export const RECHARGE_RETURN_URLS = {
  settled: '/paiement/success',
  failed: rechargeCancelledUrl('refused'),
  pending: '/portefeuille?recharge=pending',
  unknown: '/portefeuille',
} as const;

/** 'notice' keeps the spec's 'AVIS IMPORTANT' over the wallet page (no payment contract yet); 'open' shows it. */
export const WALLET_MODES = ['open', 'notice'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/**
 * One recharge or withdrawal: a whole amount here; its currency's bounds (500 to 5 000 000 FCFA,
 * transferProblem) are checked by the server, which knows the wallet's currency.
 */
const transferAmount = amountField(0, MONEY_CEILING.maxTransfer, WALLET_MSG.amountInvalid);

/** POST /api/Payments/start: a recharge; the currency must be the user's devise. */
export const StartPaymentBody = z.object({
  amount: transferAmount,
  currency: z
    .string({ error: WALLET_MSG.currencyMismatch })
    .trim()
    .toUpperCase()
    .length(3, WALLET_MSG.currencyMismatch),
  description: z.string().trim().max(200).optional().default(''),
});
export type StartPaymentBody = z.infer<typeof StartPaymentBody>;

export const StartPaymentResponse = z.object({ paymentUrl: z.string(), operationId: z.string() });
export type StartPaymentResponse = z.infer<typeof StartPaymentResponse>;

/** POST /api/Cashout/withdraw. `code`: the e-mailed code, needed when twoFactorCashOut is on. */
export const WithdrawBody = z.object({
  /** The account's own dial code without '+' (DEFAULTS.withdrawalPrefix for Mali): checked by the server. */
  prefix: z
    .string({ error: WALLET_MSG.prefixInvalid })
    .trim()
    .regex(/^\d{1,4}$/, WALLET_MSG.prefixInvalid),
  /** A national number; the account's country's rule (phoneRuleError) is checked by the server. */
  phone: phoneField,
  name: z.string({ error: MSG.requiredFields }).trim().min(1).max(80),
  surname: z.string({ error: MSG.requiredFields }).trim().min(1).max(80),
  email: z.string({ error: MSG.emailInvalid }).trim().toLowerCase().email(MSG.emailInvalid).max(254),
  amount: transferAmount,
  code: z.string().trim().regex(VERIFICATION_CODE, MSG.codeInvalidFormat).optional(),
});
export type WithdrawBody = z.infer<typeof WithdrawBody>;

export const WithdrawResponse = z.object({
  message: z.string(),
  operationId: z.string(),
  status: z.number(),
  walletBudget: z.number(),
});
export type WithdrawResponse = z.infer<typeof WithdrawResponse>;

/** GET /api/Operations/my-operations item. Status 0 pending, 1 settled (failed ones are left out). */
export const WalletOperation = z.object({
  id: z.string(),
  type: z.union([z.literal(WALLET_OPERATION.deposit), z.literal(WALLET_OPERATION.withdrawal)]),
  status: z.union([z.literal(WALLET_STATUS.pending), z.literal(WALLET_STATUS.settled)]),
  operationAmount: z.number(),
  currency: z.string(),
  operationTime: z.string(),
});
export type WalletOperation = z.infer<typeof WalletOperation>;
export const MyOperationsResponse = z.array(WalletOperation);

/** GET /api/Payments/config: what the wallet page needs to know before the user acts. */
export const PaymentsConfigResponse = z.object({
  walletMode: z.enum(WALLET_MODES),
  provider: z.string(),
  /** The currencies the provider moves money in; null: every one (the sandbox). */
  currencies: z.array(z.string()).nullable(),
  minAmount: z.number(),
  withdrawalPrefix: z.string(),
});
export type PaymentsConfigResponse = z.infer<typeof PaymentsConfigResponse>;
