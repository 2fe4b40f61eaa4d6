// Money bounds: every amount the server accepts, stores or adds up has a maximum, so that every
// sum it can form is an exact JavaScript integer (below 2^53 ≈ 9·10^15) and fits its bigint column.
//
// The bounds are set for a West-African marketplace counting in FCFA (1 € ≈ 656 FCFA), with room to spare:
// - a unit price up to 100 000 000 FCFA (≈ 152 000 €): cars, motorbikes, tractors, a herd of cattle;
//   houses and land are not sold from a social-commerce shop;
// - a stock up to 1 000 000 of one product, the most one order may take (ORDER.maxQuantity);
// - an order total up to 1 000 000 000 FCFA (≈ 1,5 M€): a wholesale order (a truck of cement, a season's
//   rice) stays far below; price × quantity is at most 10^8 × 10^6 = 10^14, exact before it is compared;
// - one recharge or withdrawal up to 5 000 000 FCFA: mobile-money operators of the region cap one transfer
//   at a few million FCFA, so this never refuses a transfer they would make, and an extra zero or three
//   typed by mistake never reaches the provider;
// - a wallet balance up to 100 000 000 FCFA: the wallet is for buying and selling here, not for savings.
//   It holds whatever happens: a recharge is refused when the balance, plus every credit that may still
//   come (pending recharges, withdrawals that may fail and come back, escrow held for the user's purchases
//   and sales), plus the amount, would pass it; a wallet-paid order is refused (409, the buyer may pay on
//   delivery) when the seller's wallet could not take the release. So a release, a refund or a confirmed
//   recharge always fits: never refused at that point, never lost (wallet/balance-room.ts).
//
// Every currency has its own bounds (MONEY_BOUNDS), of about the same real value as the FCFA ones, rounded.
// They are bounds, never conversions: no amount is ever converted. The rates used to set them (late 2026,
// FCFA for one unit): GHS ≈ 40, NGN ≈ 0.4, GMD ≈ 9, SLE ≈ 27 (SLL = SLE / 1000), LRD ≈ 3, GNF ≈ 0.07.
// The largest bounds of all (MONEY_CEILING: the old leone's, SLL) keep every sum exact:
// a balance plus a credit ≤ 2 × 4·10^9; a stock's value ≤ 4·10^9 × 10^6 = 4·10^15 < 2^53; the ledger's
// SUMs per wallet ≤ 4·10^9, per order ≤ 4·10^10, all far inside bigint; totals over every wallet are only
// compared in SQL (numeric). users_wallet_budget_max (db/schema/users.ts) stands at MONEY_CEILING.maxBalance.
import { LIMITS } from './constants.js';
import { wholeNumberField } from './fields.js';
import { formatNumber, formatPrice } from './format.js';
import { localized } from './i18n.js';
import type { CurrencyCode } from './reference-data.js';

export interface MoneyBounds {
  /** The smallest recharge or withdrawal. */
  minTransfer: number;
  /** A product's unit price. */
  maxPrice: number;
  /** price × quantity of one order. */
  maxOrderTotal: number;
  /** One recharge or one withdrawal. */
  maxTransfer: number;
  /** A wallet balance, pending credits included (wallet/balance-room.ts). */
  maxBalance: number;
}

/** The bounds of each currency, in whole units of it (rates in the comment above). */
export const MONEY_BOUNDS: Record<CurrencyCode, MoneyBounds> = {
  XOF: {
    minTransfer: LIMITS.walletMinAmount,
    maxPrice: 100_000_000,
    maxOrderTotal: 1_000_000_000,
    maxTransfer: 5_000_000,
    maxBalance: 100_000_000,
  },
  // 1 GHS ≈ 40 FCFA
  GHS: {
    minTransfer: 10,
    maxPrice: 2_500_000,
    maxOrderTotal: 25_000_000,
    maxTransfer: 125_000,
    maxBalance: 2_500_000,
  },
  // 1 NGN ≈ 0.4 FCFA
  NGN: {
    minTransfer: 1_000,
    maxPrice: 250_000_000,
    maxOrderTotal: 2_500_000_000,
    maxTransfer: 12_500_000,
    maxBalance: 250_000_000,
  },
  // 1 GMD ≈ 9 FCFA
  GMD: {
    minTransfer: 50,
    maxPrice: 10_000_000,
    maxOrderTotal: 100_000_000,
    maxTransfer: 500_000,
    maxBalance: 10_000_000,
  },
  // 1 SLE ≈ 27 FCFA
  SLE: {
    minTransfer: 20,
    maxPrice: 4_000_000,
    maxOrderTotal: 40_000_000,
    maxTransfer: 200_000,
    maxBalance: 4_000_000,
  },
  // 1 SLL = 0.001 SLE (the leone before its 2022 redenomination)
  SLL: {
    minTransfer: 20_000,
    maxPrice: 4_000_000_000,
    maxOrderTotal: 40_000_000_000,
    maxTransfer: 200_000_000,
    maxBalance: 4_000_000_000,
  },
  // 1 LRD ≈ 3 FCFA
  LRD: {
    minTransfer: 150,
    maxPrice: 30_000_000,
    maxOrderTotal: 300_000_000,
    maxTransfer: 1_500_000,
    maxBalance: 30_000_000,
  },
  // 1 GNF ≈ 0.07 FCFA
  GNF: {
    minTransfer: 5_000,
    maxPrice: 1_500_000_000,
    maxOrderTotal: 15_000_000_000,
    maxTransfer: 70_000_000,
    maxBalance: 1_500_000_000,
  },
};

/** The bounds of `currency`; a code without its own (none today) has the FCFA ones. */
export const moneyBounds = (currency: string): MoneyBounds =>
  MONEY_BOUNDS[currency as CurrencyCode] ?? MONEY_BOUNDS.XOF;

const largest = (key: keyof MoneyBounds) => Math.max(...Object.values(MONEY_BOUNDS).map((b) => b[key]));

/** The largest bound of any currency: what the schemas read, the DB's checks and the sums' exactness. */
export const MONEY_CEILING = {
  maxPrice: largest('maxPrice'),
  maxOrderTotal: largest('maxOrderTotal'),
  maxTransfer: largest('maxTransfer'),
  maxBalance: largest('maxBalance'),
} as const;

/** The FCFA (XOF) bounds, and the stock's, which is no money. */
export const MONEY = {
  ...MONEY_BOUNDS.XOF,
  /** A product's stock (and so the largest quantity of one order). */
  maxStock: 1_000_000,
} as const;

export const MONEY_MSG = localized('MONEY_MSG', {
  /** `max`: the bound as its currency is written (XOF: the bare number, as ever). */
  priceTooHigh: (max: string) => `Le prix ne doit pas dépasser ${max}`,
  stockTooHigh: `Le stock ne doit pas dépasser ${formatNumber(MONEY.maxStock)}`,
  orderTotalTooHigh: (max: string) => `Le total d'une commande ne doit pas dépasser ${max}`,
  transferTooLow: (min: string) => `Montant invalide (min ${min})`,
  transferTooHigh: (max: string) => `Montant trop élevé (max ${max})`,
  balanceFull: (max: string) => `Ce montant porterait votre solde au-delà du maximum de ${max}`,
  sellerWalletFull:
    'Le portefeuille de ce vendeur ne peut pas recevoir ce paiement pour le moment : choisissez le paiement à la livraison',
} as const);

/**
 * The messages of `currency`'s bounds in the active language, each bound written as its prices are
 * (formatPrice): XOF's are the French ones of ever, 'Montant trop élevé (max 5 000 000 FCFA)'; GHS's
 * 'Montant trop élevé (max 125 000,00 GH₵)', in English 'Amount too high (max GH₵125,000.00)'.
 */
export function moneyMessages(currency: string) {
  const bounds = moneyBounds(currency);
  const amount = (value: number) => formatPrice(value, currency);
  return {
    priceTooHigh: MONEY_MSG.priceTooHigh(
      currency === 'XOF' ? formatNumber(bounds.maxPrice) : amount(bounds.maxPrice),
    ),
    orderTotalTooHigh: MONEY_MSG.orderTotalTooHigh(amount(bounds.maxOrderTotal)),
    transferTooLow: MONEY_MSG.transferTooLow(amount(bounds.minTransfer)),
    transferTooHigh: MONEY_MSG.transferTooHigh(amount(bounds.maxTransfer)),
    balanceFull: MONEY_MSG.balanceFull(amount(bounds.maxBalance)),
  };
}

/** Why a recharge or withdrawal of `amount` in `currency` is refused (its bounds), or null. */
export function transferProblem(amount: number, currency: string): string | null {
  const bounds = moneyBounds(currency);
  if (amount < bounds.minTransfer) return moneyMessages(currency).transferTooLow;
  if (amount > bounds.maxTransfer) return moneyMessages(currency).transferTooHigh;
  return null;
}

/** Why a product price of `price` in `currency` is refused, or null. */
export const priceProblem = (price: number, currency: string): string | null =>
  price > moneyBounds(currency).maxPrice ? moneyMessages(currency).priceTooHigh : null;

/**
 * Every money input: a whole amount from `min`, as a JSON number or plain decimal digits. Past `ceiling`
 * (the largest bound of any currency; 2^53 and 25 digits included) it reads as `ceiling + 1`, exact: the
 * bound of the amount's currency (moneyBounds), checked where the currency is known, refuses it with
 * that currency's message.
 */
export const amountField = (min: number, ceiling: number, message: string) =>
  wholeNumberField({ min, max: ceiling + 1, message, saturate: true });

/** Every quantity input (stock, ordered quantity): the same plain whole numbers. */
export const quantityField = (min: number, max: number, message: string, tooLarge = message) =>
  wholeNumberField({ min, max, message, tooLarge });

/** The total of `quantity` at `price`, or null when it passes `currency`'s maxOrderTotal. */
export function orderTotal(price: number, quantity: number, currency: string): number | null {
  const total = price * quantity;
  return total <= moneyBounds(currency).maxOrderTotal ? total : null;
}
