import { localized } from './i18n.js';
// Reference lists of the spec: roles, operators, countries, cities, units, currencies, states.

export const ROLES = ['Client', 'Vendeur'] as const;
export type Role = (typeof ROLES)[number];

export const GENDERS = ['Homme', 'Femme'] as const;
export type Gender = (typeof GENDERS)[number];

/** Every mobile operator an account may name; each country offers its own (countries.ts). Mali's first. */
export const OPERATORS = [
  'Orange',
  'Moov Africa',
  'Telecel',
  'MTN',
  'AT',
  'Airtel',
  'Glo',
  '9mobile',
  'Africell',
  'QCell',
  'Comium',
  'Gamcel',
  'Lonestar',
] as const;
export type Operator = (typeof OPERATORS)[number];
/** The spec's operators, offered in the countries without a list of their own. */
export const SPEC_OPERATORS = ['Orange', 'Moov Africa', 'Telecel'] as const satisfies readonly Operator[];

/** African countries offered at sign-up, ISO code, French name and dial code. Mali first: the default. */
export const AFRICAN_COUNTRIES = [
  { code: 'ML', name: 'Mali', dialCode: '+223' },
  { code: 'SN', name: 'Sénégal', dialCode: '+221' },
  { code: 'CI', name: "Côte d'Ivoire", dialCode: '+225' },
  { code: 'BF', name: 'Burkina Faso', dialCode: '+226' },
  { code: 'NE', name: 'Niger', dialCode: '+227' },
  { code: 'GN', name: 'Guinée', dialCode: '+224' },
  { code: 'MR', name: 'Mauritanie', dialCode: '+222' },
  { code: 'DZ', name: 'Algérie', dialCode: '+213' },
  { code: 'MA', name: 'Maroc', dialCode: '+212' },
  { code: 'TN', name: 'Tunisie', dialCode: '+216' },
  { code: 'TG', name: 'Togo', dialCode: '+228' },
  { code: 'BJ', name: 'Bénin', dialCode: '+229' },
  { code: 'GH', name: 'Ghana', dialCode: '+233' },
  { code: 'NG', name: 'Nigeria', dialCode: '+234' },
  { code: 'GM', name: 'Gambie', dialCode: '+220' },
  { code: 'GW', name: 'Guinée-Bissau', dialCode: '+245' },
  { code: 'SL', name: 'Sierra Leone', dialCode: '+232' },
  { code: 'LR', name: 'Libéria', dialCode: '+231' },
  { code: 'CV', name: 'Cap-Vert', dialCode: '+238' },
  { code: 'TD', name: 'Tchad', dialCode: '+235' },
  { code: 'CM', name: 'Cameroun', dialCode: '+237' },
  { code: 'GA', name: 'Gabon', dialCode: '+241' },
  { code: 'CG', name: 'Congo', dialCode: '+242' },
  { code: 'CD', name: 'République démocratique du Congo', dialCode: '+243' },
  { code: 'CF', name: 'Centrafrique', dialCode: '+236' },
  { code: 'GQ', name: 'Guinée équatoriale', dialCode: '+240' },
  { code: 'EG', name: 'Égypte', dialCode: '+20' },
  { code: 'ET', name: 'Éthiopie', dialCode: '+251' },
  { code: 'KE', name: 'Kenya', dialCode: '+254' },
  { code: 'RW', name: 'Rwanda', dialCode: '+250' },
  { code: 'ZA', name: 'Afrique du Sud', dialCode: '+27' },
] as const;
export type CountryCode = (typeof AFRICAN_COUNTRIES)[number]['code'];
export const COUNTRY_CODES = AFRICAN_COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export function dialCodeOf(country: string): string | undefined {
  return AFRICAN_COUNTRIES.find((c) => c.code === country)?.dialCode;
}

/** The 25 Malian places of the sign-up city suggestions. */
export const MALIAN_CITIES = [
  'Bamako',
  'Kayes',
  'Koulikoro',
  'Sikasso',
  'Ségou',
  'Mopti',
  'Tombouctou',
  'Gao',
  'Kidal',
  'Kati',
  'Kita',
  'Koutiala',
  'Bougouni',
  'San',
  'Djenné',
  'Niono',
  'Markala',
  'Nioro du Sahel',
  'Bandiagara',
  'Kolokani',
  'Fana',
  'Dioïla',
  'Bafoulabé',
  'Ménaka',
  'Taoudénit',
] as const;

/** Unit codes as stored and shown. */
export const UNITS = ['PerUnit', 'PerKg', 'PerLitre', 'PerMeter', 'PerDozen', 'PerPiece'] as const;
export type Unit = (typeof UNITS)[number];

/**
 * The spec's currencies of product creation, and SLE: Sierra Leone redenominated its leone in 2022
 * (1 SLE = 1 000 SLL); SLE is the devise of Sierra Leonean accounts, SLL stays valid as the spec lists it.
 */
export const CURRENCIES = [
  { code: 'XOF', symbol: 'CFA' },
  { code: 'GMD', symbol: 'D' },
  { code: 'GHS', symbol: 'GH₵' },
  { code: 'GNF', symbol: 'FG' },
  { code: 'LRD', symbol: '$' },
  { code: 'NGN', symbol: '₦' },
  { code: 'SLL', symbol: 'Le' },
  { code: 'SLE', symbol: 'Le' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];

export const NOTIFICATION_TYPES = [
  'Welcome',
  'Wallet',
  'PubLike',
  'CommentLike',
  'NewComment',
  'ReplyComment',
  'Purchase',
  'PurchaseAccept',
  'PurchaseRefuse',
  'PurchaseFinish',
  'Subscription',
  'NewRate',
  'Dispute',
  'DisputeReply',
  'DisputeResolved',
  'Verification',
  /** A report's outcome, a warning or a removal by Sugu's operators. */
  'Moderation',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Disputed: a problem is reported (disputes), the 7-day timer paused; Refunded: a dispute ended with the buyer refunded. */
export const ORDER_STATES = ['Pending', 'Accepted', 'Refused', 'Finished', 'Disputed', 'Refunded'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
/** Each order state as people read it (the order screen, the console). */
export const ORDER_STATE_LABELS: Record<OrderState, string> = localized('ORDER_STATE_LABELS', {
  Pending: 'En attente',
  Accepted: 'Acceptée',
  Refused: 'Refusée',
  Finished: 'Terminée',
  Disputed: 'Litige en cours',
  Refunded: 'Remboursée',
});

export const DELIVERY_METHODS = ['home', 'contact', 'get'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** How an order is paid: by agreement in the chat (the spec's way, default) or from the wallet (escrow). */
export const PAYMENT_METHODS = ['agreement', 'wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PUBLICATION_TYPES = ['libre', 'produit'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** Wallet operation codes: type 3 deposit, 4 withdrawal; status 1 settled. */
export const WALLET_OPERATION = { deposit: 3, withdrawal: 4 } as const;
export const WALLET_STATUS = { pending: 0, settled: 1, failed: 2 } as const;
