// The ledger of the demo's settled wallet operations, as the settlement would have written it
// (deposit: provider clearing → wallet; withdrawal: wallet → provider clearing), so balances equal entries.
import type * as t from '../schema/index.js';
import type { Row } from './demo-tools.js';

type Operation = Row<typeof t.walletOperations> & { id: string };

export function demoLedger(operations: Row<typeof t.walletOperations>[]) {
  const movements: Row<typeof t.ledgerMovements>[] = [];
  const entries: Row<typeof t.ledgerEntries>[] = [];
  for (const op of operations as Operation[]) {
    if (op.status !== 1) continue;
    const currency = op.currency ?? 'XOF';
    const deposit = op.type === 3;
    // The operation's own id for its movement: v7, so it carries the operation's time.
    const movementId = op.id;
    movements.push({
      id: movementId,
      kind: deposit ? 'deposit' : 'withdrawal',
      operationId: op.id,
      amount: op.operationAmount,
      currency,
      createdAt: op.operationTime,
    });
    const toWallet = deposit ? op.operationAmount : -op.operationAmount;
    entries.push(
      {
        movementId,
        account: 'wallet',
        userId: op.userId,
        amount: toWallet,
        currency,
        createdAt: op.operationTime,
      },
      {
        movementId,
        account: 'clearing',
        provider: op.provider,
        amount: -toWallet,
        currency,
        createdAt: op.operationTime,
      },
    );
  }
  return { movements, entries };
}
