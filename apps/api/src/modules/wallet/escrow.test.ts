import { WALLET_MSG } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  buildLightUsers,
  buildOrderRow,
  buildProduct,
  buildSeller,
  fund,
  ledgerMismatches,
  unbalancedMovements,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { ledgerEntries, notifications, users } from '../../db/schema/index.js';
import { holdEscrow, refundEscrow, releaseEscrow } from './escrow.js';
import { postMovement } from './ledger.js';
import { walletLedgerBalance } from './ledger.repository.js';

const { app, db } = await setupTestApp();
const seller = await buildSeller(app);
const product = await buildProduct(app, seller, { price: 3000 });

async function buyerWithOrder(balance: number, total = 3000) {
  const [buyer] = await buildLightUsers(app, 1);
  if (balance > 0) await fund(app, buyer!.userId, balance);
  const orderId = await buildOrderRow(app, {
    buyerId: buyer!.userId,
    shopId: seller.shop.id,
    productId: product.id,
    total: total,
  });
  return { buyerId: buyer!.userId, orderId };
}

const hold = (orderId: string, buyerId: string, amount = 3000) =>
  db.transaction((tx) => holdEscrow(tx, { orderId, buyerId, amount, currency: 'XOF' }));
const release = (orderId: string) =>
  db.transaction((tx) => releaseEscrow(tx, { orderId, sellerId: seller.userId }));
const refund = (orderId: string, buyerId: string) =>
  db.transaction((tx) => refundEscrow(tx, { orderId, buyerId }));

describe('holdEscrow', () => {
  it("takes the amount from the buyer's wallet, once per order", async () => {
    const { buyerId, orderId } = await buyerWithOrder(5000);
    expect(await hold(orderId, buyerId)).toBe('done');
    expect(await hold(orderId, buyerId)).toBe('already');
    expect(await budgetOf(db, buyerId)).toBe(2000);
    expect(await walletLedgerBalance(db, buyerId)).toBe(2000);
  });

  it('refuses with 409 when the balance is short, and writes nothing', async () => {
    const { buyerId, orderId } = await buyerWithOrder(1000);
    await expect(hold(orderId, buyerId)).rejects.toMatchObject({
      status: 409,
      code: 'insufficient_balance',
      message: WALLET_MSG.insufficientBalance,
    });
    expect(await budgetOf(db, buyerId)).toBe(1000);
    expect(await release(orderId)).toBe('none');
  });

  it('a refusal caught by the caller leaves no trace: the same order can still be held', async () => {
    const { buyerId, orderId } = await buyerWithOrder(2000);
    const result = await db.transaction(async (tx) => {
      const first = await holdEscrow(tx, { orderId, buyerId, amount: 5000, currency: 'XOF' }).catch(
        (error: { code: string }) => error.code,
      );
      const second = await holdEscrow(tx, { orderId, buyerId, amount: 2000, currency: 'XOF' });
      return [first, second];
    });
    expect(result).toEqual(['insufficient_balance', 'done']);
    expect(await budgetOf(db, buyerId)).toBe(0);
  });
});

describe('releaseEscrow and refundEscrow', () => {
  it('release pays the seller once and notifies them; a refund afterwards is refused', async () => {
    const before = await budgetOf(db, seller.userId);
    const { buyerId, orderId } = await buyerWithOrder(3000);
    await hold(orderId, buyerId);
    expect(await release(orderId)).toBe('done');
    expect(await release(orderId)).toBe('already');
    expect(await budgetOf(db, seller.userId)).toBe(before + 3000);
    await expect(refund(orderId, buyerId)).rejects.toMatchObject({ status: 409 });
    const titles = await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, seller.userId));
    expect(titles.map((t) => t.title)).toContain(WALLET_MSG.escrowReleaseTitle);
  });

  it('refund gives the buyer their money back once; a release afterwards is refused', async () => {
    const { buyerId, orderId } = await buyerWithOrder(4000);
    await hold(orderId, buyerId);
    expect(await refund(orderId, buyerId)).toBe('done');
    expect(await refund(orderId, buyerId)).toBe('already');
    expect(await budgetOf(db, buyerId)).toBe(4000);
    await expect(release(orderId)).rejects.toMatchObject({ status: 409 });
  });

  it('a release and a refund racing on one order: exactly one wins', async () => {
    const { buyerId, orderId } = await buyerWithOrder(3000);
    await hold(orderId, buyerId);
    const results = await Promise.allSettled([release(orderId), refund(orderId, buyerId)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // Either the seller was paid (buyer keeps 0) or the buyer was refunded (3000), never both.
    expect([0, 3000]).toContain(await budgetOf(db, buyerId));
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it("answers 'none' for an order not paid from the wallet (cash on delivery)", async () => {
    const { buyerId, orderId } = await buyerWithOrder(0);
    expect(await release(orderId)).toBe('none');
    expect(await refund(orderId, buyerId)).toBe('none');
  });
});

describe('ledger guards in the database', () => {
  it('entries cannot be changed or deleted', async () => {
    const [entry] = await db.select().from(ledgerEntries).limit(1);
    await expect(
      db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toThrow();
  });

  it('a movement whose entries do not balance is refused at commit', async () => {
    const [user] = await buildLightUsers(app, 1);
    await expect(
      db.transaction(async (tx) => {
        const id = await postMovement(tx, {
          kind: 'deposit',
          amount: 100,
          currency: 'XOF',
          legs: [
            { account: 'clearing', provider: 'sandbox', amount: -100 },
            { account: 'wallet', userId: user!.userId, amount: 100 },
          ],
        });
        await tx.execute(sql`INSERT INTO ledger_entries (id, movement_id, account, provider, amount, currency)
          VALUES (gen_random_uuid(), ${id}, 'clearing', 'sandbox', 5, 'XOF')`);
      }),
    ).rejects.toThrow();
    expect(await budgetOf(db, user!.userId)).toBe(0);
  });

  it('a wallet balance can never go below zero', async () => {
    const [user] = await buildLightUsers(app, 1);
    await expect(
      db.update(users).set({ walletBudget: -1 }).where(eq(users.id, user!.userId)),
    ).rejects.toThrow();
  });

  it('every wallet equals the sum of its entries and every movement balances', async () => {
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await unbalancedMovements(db)).toEqual([]);
  });
});
