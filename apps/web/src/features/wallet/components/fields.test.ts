// The wallet forms' amount rule (recharge and withdrawal share it): the server's bounds in its words, said
// before anything is sent (docs/RULES.md, Bornes de l'argent).
import { LIMITS, MONEY, MONEY_MSG, WALLET_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmount } from './fields';

describe('amountProblem', () => {
  it('refuses an amount under the minimum or past MONEY.maxTransfer, for a withdrawal as for a recharge', () => {
    expect(amountProblem(LIMITS.walletMinAmount - 1)).toBe(WALLET_MSG.amountInvalid);
    expect(amountProblem(MONEY.maxTransfer + 1)).toBe(MONEY_MSG.transferTooHigh);
    expect(amountProblem(MONEY.maxTransfer + 1, 0)).toBe(MONEY_MSG.transferTooHigh);
    expect(amountProblem(MONEY.maxTransfer)).toBeNull();
    expect(amountProblem(LIMITS.walletMinAmount)).toBeNull();
  });

  it('refuses a recharge that would carry the balance past MONEY.maxBalance', () => {
    expect(amountProblem(1000, MONEY.maxBalance - 999)).toBe(MONEY_MSG.balanceFull);
    expect(amountProblem(1000, MONEY.maxBalance - 1000)).toBeNull();
  });
});

describe('parseAmount', () => {
  it('reads plain digits only, as the server does', () => {
    expect(parseAmount('1000')).toBe(1000);
    for (const text of ['0x3E8', '1e3', '1000.0', '+1000', '']) expect(parseAmount(text), text).toBeNull();
  });
});
