import { MONEY, MONEY_BOUNDS, MONEY_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../shared/test/locale';
import {
  checkProduct,
  digitsOnly,
  emptyProductForm,
  overLimit,
  productFormData,
  productReady,
} from './product';

const filled = { ...emptyProductForm, productName: 'Bazin riche', productPrice: '12500', productStock: '4' };

describe('product form', () => {
  it('is ready only with a name, a price, a stock and one photo', () => {
    expect(productReady(filled, 1)).toBe(true);
    expect(productReady(filled, 0)).toBe(false);
    expect(productReady({ ...filled, productName: '  ' }, 1)).toBe(false);
    expect(productReady({ ...filled, productPrice: '' }, 1)).toBe(false);
    expect(productReady({ ...filled, productStock: '' }, 1)).toBe(false);
    // Zero is a price and a stock.
    expect(productReady({ ...filled, productPrice: '0', productStock: '0' }, 1)).toBe(true);
  });

  it("applies the server's rules with their French messages", () => {
    expect(checkProduct(filled, 0)?.message).toBe('Veuillez sélectionner au moins une image');
    expect(checkProduct({ ...filled, productName: 'x'.repeat(25) }, 1)).toEqual({
      message: 'Le nom du produit doit contenir entre 1 et 24 caractères',
      field: 'productName',
    });
    expect(checkProduct({ ...filled, productDescription: 'd'.repeat(121) }, 1)?.message).toBe(
      'La description ne doit pas dépasser 120 caractères',
    );
    expect(checkProduct(filled, 3)).toBeNull();
  });

  it('says at once when the price or the stock passes its maximum, and keeps the submit off', () => {
    const dear = { ...filled, productPrice: String(MONEY.maxPrice + 1) };
    const xofTooHigh = 'Le prix ne doit pas dépasser 100\u202f000\u202f000';
    expect(overLimit(dear)).toEqual({ message: xofTooHigh, field: 'productPrice' });
    expect(productReady(dear, 1)).toBe(false);
    expect(checkProduct(dear, 1)?.message).toBe(xofTooHigh);
    // Another currency, its own maximum, named as its prices show it.
    const ghs = { ...filled, currency: 'GHS' as const, productPrice: String(MONEY_BOUNDS.GHS.maxPrice + 1) };
    expect(overLimit(ghs)?.message).toBe('Le prix ne doit pas dépasser 2\u202f500\u202f000,00\u00a0GH₵');
    expect(overLimit({ ...ghs, productPrice: String(MONEY_BOUNDS.GHS.maxPrice) })).toBeNull();
    const many = { ...filled, productStock: String(MONEY.maxStock + 1) };
    expect(overLimit(many)).toEqual({ message: MONEY_MSG.stockTooHigh, field: 'productStock' });
    expect(productReady(many, 1)).toBe(false);
    const most = { ...filled, productPrice: String(MONEY.maxPrice), productStock: String(MONEY.maxStock) };
    expect(overLimit(most)).toBeNull();
    expect(productReady(most, 1)).toBe(true);
  });

  it('sends repeated Files and the unit name', () => {
    const photo = () => new File([new Uint8Array([1])], 'p.jpg', { type: 'image/jpeg' });
    const body = productFormData({ ...filled, unit: 'PerKg', currency: 'GNF' }, 'cat-1', [photo(), photo()]);
    expect(body.getAll('Files')).toHaveLength(2);
    expect(body.get('unit')).toBe('PerKg');
    expect(body.get('currency')).toBe('GNF');
    expect(body.get('categoryId')).toBe('cat-1');
    expect(body.get('productPrice')).toBe('12500');
  });

  it('keeps only digits in price and stock', () => {
    expect(digitsOnly('12 500 F')).toBe('12500');
    expect(digitsOnly('-3')).toBe('3');
  });
});

describe('the product rules in English', () => {
  it("say the schema's French rule in English, on the same field", () => {
    const long = { ...filled, productName: 'x'.repeat(25) };
    expect(inEnglish(() => checkProduct(long, 1))).toEqual({
      message: 'Product names must be 1 to 24 characters long',
      field: 'productName',
    });
    expect(inEnglish(() => checkProduct({ ...filled, productStock: '2000000' }, 1))).toEqual({
      message: "Stock can't be more than 1,000,000",
      field: 'productStock',
    });
  });
});
