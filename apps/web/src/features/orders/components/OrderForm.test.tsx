// @vitest-environment jsdom
// The order form says at once when the order's total passes MONEY.maxOrderTotal, in the server's words,
// and keeps 'Confirmer' off: the same bound as the server's 400 (docs/RULES.md, Bornes de l'argent).
import { MONEY, MONEY_BOUNDS, moneyMessages } from '@sugu/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderableProduct } from '../../../entities/product/components/order-slot';
import { render } from '../../../shared/test/render';
import { type OrderChoices, OrderForm } from './OrderForm';

beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  document.body.innerHTML = '';
});

const dear = {
  id: '0190a000-0000-7000-8000-000000000001',
  productName: 'Or de Kéniéba',
  productPrice: MONEY.maxPrice,
  currency: 'XOF',
  productStock: 20,
};

/** The form for `quantity` of `product`, paid on delivery, with the buyer's `wallet` (null: unknown). */
async function renderForm(
  quantity: number,
  product: OrderableProduct = dear,
  wallet: { balance: number; devise: string } | null = null,
) {
  const choices: OrderChoices = { quantity, delivery: 'home', payment: 'agreement' };
  await render(
    <OrderForm
      product={product}
      choices={choices}
      onChange={() => {}}
      wallet={wallet}
      error={null}
      sending={false}
      onConfirm={() => {}}
      onClose={() => {}}
    />,
  );
}

async function formFor(quantity: number) {
  await renderForm(quantity);
  const form = document.querySelector('[data-testid="order-form"]')!;
  return {
    errors: [...form.querySelectorAll('[role="alert"]')].map((e) => e.textContent),
    confirm: form.querySelector<HTMLButtonElement>('button[type="submit"]')!,
  };
}

describe('OrderForm and MONEY.maxOrderTotal', () => {
  it('refuses a total one unit of quantity past the maximum, saying so in French', async () => {
    const most = MONEY.maxOrderTotal / MONEY.maxPrice;
    const over = await formFor(most + 1);
    const message = "Le total d'une commande ne doit pas dépasser 1\u202f000\u202f000\u202f000 FCFA";
    expect(moneyMessages('XOF').orderTotalTooHigh).toBe(message);
    expect(over.errors).toContain(message);
    expect(over.confirm.disabled).toBe(true);
    document.body.innerHTML = '';
    const at = await formFor(most);
    expect(at.errors).not.toContain(message);
    expect(at.confirm.disabled).toBe(false);
  });

  it('holds a GHS order to the GHS maximum, naming it', async () => {
    const ghs = MONEY_BOUNDS.GHS;
    const gold = { ...dear, productPrice: ghs.maxPrice, currency: 'GHS' };
    await renderForm(ghs.maxOrderTotal / ghs.maxPrice + 1, gold);
    const form = document.querySelector('[data-testid="order-form"]')!;
    expect(form.textContent).toContain(
      "Le total d'une commande ne doit pas dépasser 25\u202f000\u202f000,00\u00a0GH₵",
    );
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
  });
});

describe('OrderForm and the currencies', () => {
  const kente = { ...dear, productName: 'Kente de Kumasi', productPrice: 450, currency: 'GHS' };
  async function walletChoices(wallet: { balance: number; devise: string }) {
    await renderForm(2, kente, wallet);
    return {
      methods: [...document.querySelectorAll<HTMLInputElement>('input[name="payment"]')].length,
      note: document.querySelector('[data-testid="order-wallet-currency"]')?.textContent ?? null,
      total: document.querySelector('[data-testid="order-total"]')?.textContent,
    };
  }

  it('shows the total in the product’s currency and offers only pay on delivery to a wallet in another', async () => {
    const xof = await walletChoices({ balance: 100_000, devise: 'XOF' });
    expect(xof.total).toBe('900,00\u00a0GH₵');
    expect(xof.methods).toBe(1);
    expect(xof.note).toBe(
      'Votre portefeuille est en XOF : cette commande en GHS se paie à la livraison, sans conversion.',
    );
    document.body.innerHTML = '';
    const ghs = await walletChoices({ balance: 1_000, devise: 'GHS' });
    expect(ghs.methods).toBe(2);
    expect(ghs.note).toBeNull();
  });
});
