import { describe, expect, it } from 'vitest';
import { productListPath } from '../../../entities/product/api/products';
import { inEnglish } from '../../../shared/test/locale';
import { shopEn } from '../text.en';
import {
  countActiveFilters,
  EMPTY_DRAFT,
  filtersToParams,
  parseFilters,
  priceLegend,
} from './catalog-filters';

describe('/boutique filters in the URL', () => {
  it('round-trips every filter through the query string', () => {
    const filters = {
      keyword: 'karité',
      categoryIds: ['a', 'b'],
      minPrice: '1000',
      maxPrice: '5000',
      sort: 'price_desc' as const,
    };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('q=karit%C3%A9&cat=a%2Cb&min=1000&max=5000&sort=price_desc');
    expect(parseFilters(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('leaves defaults out and ignores values a hand-edited link could carry', () => {
    expect(filtersToParams({ ...EMPTY_DRAFT, keyword: '  ' }).toString()).toBe('');
    expect(parseFilters(new URLSearchParams('sort=cheapest&min=abc&max=-5&cat=,,'))).toEqual({
      keyword: '',
      ...EMPTY_DRAFT,
    });
  });

  it('counts each category, each price bound and a non-default sort', () => {
    expect(countActiveFilters(EMPTY_DRAFT)).toBe(0);
    expect(
      countActiveFilters({ categoryIds: ['a', 'b'], minPrice: '', maxPrice: '900', sort: 'recent' }),
    ).toBe(4);
  });

  it('sends no keyword when the search box is empty', () => {
    const path = productListPath({ keyword: ' ', ...EMPTY_DRAFT });
    expect(path).toBe('/api/Product?sort=price_asc&limit=24');
    expect(productListPath({ keyword: 'thé', ...EMPTY_DRAFT, maxPrice: '2000' }, 'abc')).toBe(
      '/api/Product?keyword=th%C3%A9&maxPrice=2000&sort=price_asc&limit=24&cursor=abc',
    );
  });
});

describe('the price range legend', () => {
  it("keeps the spec's FCFA for a Malian and a French-speaking guest, names another devise", () => {
    expect(priceLegend('XOF', 'fr')).toBe('Prix (FCFA)');
    expect(priceLegend(undefined, 'fr')).toBe('Prix (FCFA)');
    expect(priceLegend('GHS', 'fr')).toBe('Prix (GHS)');
  });

  it('claims no FCFA in English but for an account in FCFA', () => {
    const legends = inEnglish(
      () => [
        priceLegend('GHS', 'en'),
        priceLegend('NGN', 'en'),
        priceLegend(null, 'en'),
        priceLegend('XOF', 'en'),
      ],
      { 'web:shopText': shopEn },
    );
    expect(legends).toEqual(['Price (GHS)', 'Price (NGN)', 'Price', 'Price (FCFA)']);
  });
});
