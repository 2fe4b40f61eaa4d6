import { afterEach, describe, expect, it } from 'vitest';
import {
  AFRICAN_COUNTRIES,
  CATEGORY_NAMES,
  COUNTRY_MSG,
  catalogueIds,
  catalogueSource,
  categoryLabel,
  countryName,
  DOMAIN_EN,
  FORMATS,
  formatIcu,
  formatOrderAmount,
  formatPrice,
  formatRelativeTime,
  type Locale,
  MSG,
  moneyMessages,
  ORDER_MSG,
  registerEnglish,
  setLocaleReader,
  transferProblem,
  translateText,
  WALLET_MSG,
} from './index.js';

let locale: Locale = 'fr';
setLocaleReader(() => locale);
registerEnglish();
afterEach(() => {
  locale = 'fr';
});

/** Every leaf of a French catalogue beside the translation's entry at the same path. */
function* pairs(french: unknown, english: unknown, path: string): Generator<[string, unknown, unknown]> {
  if (french !== null && typeof french === 'object') {
    for (const [key, value] of Object.entries(french)) {
      yield* pairs(value, (english as Record<string, unknown> | undefined)?.[key], `${path}.${key}`);
    }
  } else yield [path, french, english];
}

describe('catalogues', () => {
  it('answer in French, byte for byte, until another language is active', () => {
    expect(MSG.requiredFields).toBe('Veuillez remplir tous les champs');
    expect(ORDER_MSG.acceptedMessage('K7Q2-M9XD', 'Chez Awa', 'Riz')).toBe(
      'Chez Awa a accepté votre commande K7Q2-M9XD de Riz.',
    );
    locale = 'en';
    expect(MSG.requiredFields).toBe('Please fill in all the fields');
    expect(ORDER_MSG.acceptedMessage('K7Q2-M9XD', 'Chez Awa', 'Rice')).toBe(
      'Chez Awa accepted your order K7Q2-M9XD for Rice.',
    );
  });

  it('have an English entry of the same kind for every French one, and every ICU string formats', () => {
    const tables = DOMAIN_EN as Record<string, unknown>;
    const missing: string[] = [];
    for (const id of catalogueIds()) {
      for (const [path, french, english] of pairs(catalogueSource(id), tables[id], id)) {
        if (typeof french === 'string' && typeof english !== 'string') missing.push(path);
        if (typeof french === 'function') {
          if (typeof english === 'string') {
            const args = Array.from({ length: french.length }, (_, i) => `arg${i}`);
            expect(() => formatIcu(english, 'en', args), path).not.toThrow();
            // Each argument is used: a translation may not drop a value the French says.
            for (let i = 0; i < french.length; i += 1)
              expect(english, path).toMatch(new RegExp(`\\{${i}\\b`));
          } else if (typeof english !== 'function') missing.push(path);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('translate a French text fixed before the request (a Zod rule) by its entry', () => {
    expect(translateText(MSG.passwordWeak, 'en')).toBe(
      'Your password needs at least 8 characters, a capital letter and a number',
    );
    expect(translateText('pas dans un catalogue', 'en')).toBe('pas dans un catalogue');
    expect(translateText(MSG.passwordWeak, 'fr')).toBe(MSG.passwordWeak);
  });

  it('format times and numbers for the active language, French as the spec writes it', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(formatRelativeTime(new Date('2026-11-27T11:59:30Z'), now)).toBe("à l'instant");
    expect(formatRelativeTime(new Date('2026-11-27T10:00:00Z'), now)).toBe('2 h');
    expect(FORMATS.number(12500)).toBe('12\u202f500');
    locale = 'en';
    expect(formatRelativeTime(new Date('2026-11-27T11:59:30Z'), now)).toBe('just now');
    expect(formatRelativeTime(new Date('2026-11-27T10:00:00Z'), now)).toBe('2h ago');
    expect(FORMATS.number(12500)).toBe('12,500');
    expect(FORMATS.chatDate(new Date('2026-11-26T09:05:00Z'), now)).toBe('yesterday at 09:05');
    expect(FORMATS.longDate(new Date('2027-01-01T00:00:00Z'))).toBe('1 January 2027');
  });

  it('name the seeded categories and the countries in English, a category an operator wrote as written', () => {
    expect(categoryLabel('Artisanat')).toBe('Artisanat');
    expect(countryName('GM')).toBe('Gambie');
    locale = 'en';
    expect(categoryLabel('Artisanat')).toBe('Crafts');
    expect(categoryLabel('Mode et vêtements')).toBe('Fashion & clothing');
    expect(categoryLabel('Artisanat malien')).toBe('Artisanat malien');
    expect(countryName('GM')).toBe('The Gambia');
    expect(countryName('XX')).toBe('XX');
    // The API's messages name the country in the reader's language too.
    expect(COUNTRY_MSG.operatorNotOffered('GM')).toBe('Choose a network of this country (The Gambia)');
    // Every seeded category and every country has its own English name.
    const categories = CATEGORY_NAMES.map(categoryLabel);
    expect(categories.filter((name, i) => name === CATEGORY_NAMES[i])).toEqual(['Services']);
    expect(new Set(categories).size).toBe(CATEGORY_NAMES.length);
    expect(new Set(AFRICAN_COUNTRIES.map((c) => countryName(c.code))).size).toBe(AFRICAN_COUNTRIES.length);
  });
});

describe('money in English', () => {
  it('keeps the FCFA messages of before, and names another currency as Intl writes it', () => {
    locale = 'en';
    expect(moneyMessages('XOF')).toEqual({
      priceTooHigh: "The price can't be more than 100,000,000",
      orderTotalTooHigh: "An order's total can't be more than 1,000,000,000 FCFA",
      transferTooLow: 'Invalid amount (min 500 FCFA)',
      transferTooHigh: 'Amount too high (max 5,000,000 FCFA)',
      balanceFull: 'This amount would take your balance past the maximum of 100,000,000 FCFA',
    });
    expect(transferProblem(499, 'XOF')).toBe(WALLET_MSG.amountInvalid);
    expect(moneyMessages('GHS')).toEqual({
      priceTooHigh: "The price can't be more than GH₵2,500,000.00",
      orderTotalTooHigh: "An order's total can't be more than GH₵25,000,000.00",
      transferTooLow: 'Invalid amount (min GH₵10.00)',
      transferTooHigh: 'Amount too high (max GH₵125,000.00)',
      balanceFull: 'This amount would take your balance past the maximum of GH₵2,500,000.00',
    });
    expect(transferProblem(1_000, 'NGN')).toBeNull();
    expect(transferProblem(999, 'NGN')).toBe('Invalid amount (min ₦1,000.00)');
  });

  it('writes amounts with their currency: the spec’s FCFA and XOF, Intl for the others', () => {
    expect(formatOrderAmount(12_500, 'XOF')).toBe('12\u202f500 XOF');
    expect(formatPrice(450, 'XOF')).toBe('450 FCFA');
    locale = 'en';
    expect(formatOrderAmount(12_500, 'GHS')).toBe('GH₵12,500.00');
    expect(ORDER_MSG.newOrderMessage('K7Q2-M9XD', 'kofi', 2, 'Kente', formatPrice(900, 'GHS'))).toBe(
      'kofi ordered 2 × Kente (GH₵900.00) · order K7Q2-M9XD.',
    );
    expect(WALLET_MSG.currencyUnsupported('GHS')).toBe(
      "Top-ups and withdrawals in GHS aren't available yet: pay for your orders on delivery",
    );
  });
});
