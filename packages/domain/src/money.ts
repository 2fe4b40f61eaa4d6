// Money bounds: every amount the server accepts, stores or adds up has a maximum, so that every
// sum it can form is an exact JavaScript integer (below 2^53 ≈ 9·10^15) and fits its bigint column.
//
// The bounds are set for a West-African marketplace counting in FCFA (1 € ≈ 656 FCFA), with room to spare:
// - a unit price up to 100 000 000 FCFA (≈ 152 000 €): cars, motorbikes, tractors, a herd of cattle;
//   houses and land are not sold from a social-commerce shop. (The weaker currencies a shop may choose,
//   GNF or SLL, reach the same figure sooner: about 10 000 € in GNF.)
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
// Largest sums then: a balance plus a credit ≤ 2·10^8; a stock's value ≤ 10^14; the ledger's SUMs per
// wallet ≤ 10^8, per order ≤ 10^9; totals over every wallet are only compared in SQL (numeric).
import { wholeNumberField } from './fields.js';
import { formatNumber } from './format.js';
import { localized } from './i18n.js';

export const MONEY = {
  /** A product's unit price. */
  maxPrice: 100_000_000,
  /** A product's stock (and so the largest quantity of one order). */
  maxStock: 1_000_000,
  /** price × quantity of one order. */
  maxOrderTotal: 1_000_000_000,
  /** One recharge or one withdrawal. */
  maxTransfer: 5_000_000,
  /** A wallet balance, pending credits included (wallet/balance-room.ts). */
  maxBalance: 100_000_000,
} as const;

const upTo = (max: number) => formatNumber(max);

export const MONEY_MSG = localized('MONEY_MSG', {
  priceTooHigh: `Le prix ne doit pas dépasser ${upTo(MONEY.maxPrice)}`,
  stockTooHigh: `Le stock ne doit pas dépasser ${upTo(MONEY.maxStock)}`,
  orderTotalTooHigh: `Le total d'une commande ne doit pas dépasser ${upTo(MONEY.maxOrderTotal)} FCFA`,
  transferTooHigh: `Montant trop élevé (max ${upTo(MONEY.maxTransfer)} FCFA)`,
  balanceFull: `Ce montant porterait votre solde au-delà du maximum de ${upTo(MONEY.maxBalance)} FCFA`,
  sellerWalletFull:
    'Le portefeuille de ce vendeur ne peut pas recevoir ce paiement pour le moment : choisissez le paiement à la livraison',
} as const);

/** Every money input: a whole amount from `min` to `max`, as a JSON number or plain decimal digits. */
export const amountField = (min: number, max: number, message: string, tooLarge: string) =>
  wholeNumberField({ min, max, message, tooLarge });

/** Every quantity input (stock, ordered quantity): the same plain whole numbers. */
export const quantityField = (min: number, max: number, message: string, tooLarge = message) =>
  wholeNumberField({ min, max, message, tooLarge });

/** The total of `quantity` at `price`, or null when it passes MONEY.maxOrderTotal. */
export function orderTotal(price: number, quantity: number): number | null {
  const total = price * quantity;
  return total <= MONEY.maxOrderTotal ? total : null;
}
