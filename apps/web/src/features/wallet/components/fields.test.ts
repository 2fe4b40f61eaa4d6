// The wallet forms' amount rule (recharge and withdrawal share it): the bounds of the wallet's currency in
// the server's words, said before anything is sent (docs/RULES.md, Bornes de l'argent).
import { MONEY, MONEY_BOUNDS, WALLET_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmount } from './fields';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('amountProblem', () => {
  it('refuses an FCFA amount under 500 or past 5 000 000 in the words of ever, for a withdrawal as for a recharge', () => {
    expect(amountProblem(MONEY.minTransfer - 1, 'XOF')).toBe(WALLET_MSG.amountInvalid);
    expect(amountProblem(null, 'XOF')).toBe('Montant invalide (min 500 FCFA)');
    const tooHigh = `Montant trop élevé (max 5${NNBSP}000${NNBSP}000 FCFA)`;
    expect(amountProblem(MONEY.maxTransfer + 1, 'XOF')).toBe(tooHigh);
    expect(amountProblem(MONEY.maxTransfer + 1, 'XOF', 0)).toBe(tooHigh);
    expect(amountProblem(MONEY.maxTransfer, 'XOF')).toBeNull();
    expect(amountProblem(MONEY.minTransfer, 'XOF')).toBeNull();
  });

  it('holds another currency to its own bounds, naming it', () => {
    expect(amountProblem(9, 'GHS')).toBe(`Montant invalide (min 10,00${NBSP}GH₵)`);
    expect(amountProblem(10, 'GHS')).toBeNull();
    expect(amountProblem(MONEY_BOUNDS.GHS.maxTransfer + 1, 'GHS')).toBe(
      `Montant trop élevé (max 125${NNBSP}000,00${NBSP}GH₵)`,
    );
    expect(amountProblem(999, 'NGN')).toBe(`Montant invalide (min 1${NNBSP}000,00${NBSP}₦)`);
  });

  it('refuses a recharge that would carry the balance past the maximum of its currency', () => {
    expect(amountProblem(1000, 'XOF', MONEY.maxBalance - 999)).toBe(
      `Ce montant porterait votre solde au-delà du maximum de 100${NNBSP}000${NNBSP}000 FCFA`,
    );
    expect(amountProblem(1000, 'XOF', MONEY.maxBalance - 1000)).toBeNull();
    expect(amountProblem(1000, 'GHS', MONEY_BOUNDS.GHS.maxBalance - 999)).toBe(
      `Ce montant porterait votre solde au-delà du maximum de 2${NNBSP}500${NNBSP}000,00${NBSP}GH₵`,
    );
  });
});

describe('parseAmount', () => {
  it('reads plain digits only, as the server does', () => {
    expect(parseAmount('1000')).toBe(1000);
    for (const text of ['0x3E8', '1e3', '1000.0', '+1000', '']) expect(parseAmount(text), text).toBeNull();
  });
});
