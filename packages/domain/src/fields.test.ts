import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CreateProductBody, ProductListQuery, UpdateStockBody } from './catalog.js';
import { CATALOG_MSG } from './catalog-messages.js';
import { MONEY, MONEY_MSG } from './money.js';
import { CommentPageQuery } from './social.js';

describe('numbers written as text', () => {
  it('reads plain decimal digits only: not 0x10, 1e3, " 12 " or 1.0', () => {
    expect(UpdateStockBody.parse({ productStock: '12' })).toEqual({ productStock: 12 });
    for (const text of ['0x10', '1e3', ' 12 ', '1.0', '', '+5', 'Infinity', '0b11']) {
      const result = UpdateStockBody.safeParse({ productStock: text });
      expect(result.success, text).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CATALOG_MSG.productStockInvalid);
    }
  });

  it('keeps a stock within MONEY.maxStock, saying so in French', () => {
    expect(UpdateStockBody.safeParse({ productStock: String(MONEY.maxStock) }).success).toBe(true);
    const over = UpdateStockBody.safeParse({ productStock: MONEY.maxStock + 1 });
    expect(over.error?.issues[0]?.message).toBe(MONEY_MSG.stockTooHigh);
  });

  it('does not read a unit code or a query number from hex or exponent text', () => {
    const base = { productName: 'Riz', productPrice: '100', productStock: '1' };
    expect(CreateProductBody.safeParse({ ...base, unit: '0x1' }).success).toBe(false);
    expect(CreateProductBody.parse({ ...base, unit: '2' }).unit).toBe(2);
    expect(ProductListQuery.parse({ limit: '0x10' }).limit).toBe(24);
    expect(ProductListQuery.parse({ minPrice: '1e3' }).minPrice).toBeUndefined();
    expect(CommentPageQuery.parse({ page: '1e3' }).page).toBe(1);
  });

  it('speaks French when a rule has no message of its own', () => {
    const message = z.number().max(5).safeParse(7).error?.issues[0]?.message;
    expect(message).toMatch(/^Trop grand/);
  });
});
