import { describe, expect, it } from 'vitest';
import { CreateProductBody, CreatePublicationBody, CreateShopBody, ProductListQuery } from './catalog.js';

describe('catalog rules', () => {
  it('accepts accented shop names and refuses punctuation with the spec message', () => {
    expect(
      CreateShopBody.safeParse({ shopName: 'Karité Ségou-2', biography: 'x', shopActivity: 'c' }).success,
    ).toBe(true);
    const bad = CreateShopBody.safeParse({ shopName: 'Shop!', biography: 'x', shopActivity: 'c' });
    expect(bad.error?.issues[0]?.message).toBe(
      'Le nom de la boutique ne peut contenir que des lettres, chiffres, espaces ou tirets',
    );
  });

  it('coerces multipart product fields and maps named units to codes', () => {
    const p = CreateProductBody.parse({
      productName: 'Bazin',
      productPrice: '15000',
      productStock: '3',
      unit: 'PerKg',
    });
    expect(p).toMatchObject({
      productPrice: 15000,
      productStock: 3,
      unit: 1,
      productDescription: '',
    });
    // No currency named: the server prices it in the seller's devise (XOF for a Malian seller).
    expect(p.currency).toBeUndefined();
    expect(
      CreateProductBody.parse({
        productName: 'Kente',
        productPrice: '450',
        productStock: '1',
        currency: 'GHS',
      }).currency,
    ).toBe('GHS');
    expect(
      CreateProductBody.safeParse({ productName: 'x', productPrice: '', productStock: '1' }).error?.issues[0]
        ?.message,
    ).toBe('Le prix doit être un nombre positif');
    expect(
      CreateProductBody.safeParse({ productName: 'x', productPrice: '-1', productStock: '1' }).success,
    ).toBe(false);
    expect(
      CreateProductBody.safeParse({ productName: 'x'.repeat(25), productPrice: '1', productStock: '1' })
        .success,
    ).toBe(false);
  });

  it('trims and cuts captions to 300 characters, refusing blank ones', () => {
    expect(
      CreatePublicationBody.parse({ publicationCaption: `  ${'a'.repeat(400)} ` }).publicationCaption,
    ).toHaveLength(300);
    expect(CreatePublicationBody.safeParse({ publicationCaption: '   ' }).error?.issues[0]?.message).toBe(
      'Ajoutez au moins une photo et une légende',
    );
  });

  it('reads an empty max price as unlimited and defaults the sort', () => {
    expect(ProductListQuery.parse({ maxPrice: '', sort: 'nope' })).toMatchObject({
      maxPrice: undefined,
      sort: 'price_asc',
    });
  });
});
