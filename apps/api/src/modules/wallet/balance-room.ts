// The maxBalance of the wallet's currency (moneyBounds, packages/domain money.ts) holds whatever happens. The credits nobody may refuse — a
// confirmed recharge, a failed withdrawal coming back, an escrow refund or release — are reserved when the
// money sets off: a recharge is refused when it starts, a wallet-paid order when it is placed, if the
// wallet's commitments plus the amount would pass the maximum. Commitments: the balance, the pending
// recharges and withdrawals (a failed one comes back), and the escrow still held on the user's purchases
// (it may be refunded) and sales (it may be released). Every movement keeps them or lowers them, so the
// credits that were reserved always fit: users_wallet_budget_max stands behind it.
import { moneyBounds } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import type { AppError } from '../../lib/errors.js';
import { commitmentsOf } from './balance-room.repository.js';

/**
 * Throws `refusal()` when `amount` more would take the user's commitments past the maxBalance of their
 * wallet's `currency`. Call it inside the transaction that commits the amount, after lockWallets.
 */
export async function requireRoom(
  tx: Executor,
  wallet: { userId: string; currency: string },
  amount: number,
  refusal: () => AppError,
): Promise<void> {
  const { maxBalance } = moneyBounds(wallet.currency);
  if ((await commitmentsOf(tx, wallet.userId)) + amount > maxBalance) throw refusal();
}
