import { describe, expect, it } from 'vitest';
import { SignUpBody, SignUpSteps } from './auth.js';
import { LIMITS } from './constants.js';
import {
  COUNTRY_MSG,
  COUNTRY_PROFILES,
  citiesOf,
  deviseOf,
  operatorError,
  operatorsOf,
  phoneRuleError,
} from './countries.js';
import { MSG } from './messages.js';
import { AFRICAN_COUNTRIES, CURRENCY_CODES, MALIAN_CITIES, OPERATORS } from './reference-data.js';

describe('country profiles', () => {
  it('keeps the spec’s Malian defaults: XOF, the 25 places, Orange, Moov Africa and Telecel', () => {
    expect(deviseOf('ML')).toBe('XOF');
    expect(citiesOf('ML')).toBe(MALIAN_CITIES);
    expect(citiesOf('ML')).toHaveLength(25);
    expect(operatorsOf('ML')).toEqual(['Orange', 'Moov Africa', 'Telecel']);
  });

  it('gives each account its country’s devise: XOF in the UEMOA, each anglophone country its own', () => {
    for (const c of ['ML', 'SN', 'CI', 'BF', 'NE', 'TG', 'BJ', 'GW']) expect(deviseOf(c)).toBe('XOF');
    expect(deviseOf('GN')).toBe('GNF');
    expect(deviseOf('GH')).toBe('GHS');
    expect(deviseOf('NG')).toBe('NGN');
    expect(deviseOf('GM')).toBe('GMD');
    expect(deviseOf('SL')).toBe('SLE');
    expect(deviseOf('LR')).toBe('LRD');
    // A country whose currency Sugu does not hold keeps the spec's default.
    expect(deviseOf('CM')).toBe('XOF');
  });

  it('names only known countries, currencies and operators, and cities that fit the city field', () => {
    const codes = AFRICAN_COUNTRIES.map((c) => c.code) as string[];
    for (const [country, profile] of Object.entries(COUNTRY_PROFILES)) {
      expect(codes).toContain(country);
      expect(CURRENCY_CODES).toContain(profile.currency);
      for (const op of profile.operators) expect(OPERATORS).toContain(op);
      for (const city of profile.cities) expect(city.length).toBeLessThanOrEqual(LIMITS.cityAreaMax);
    }
    // The spec's list stays valid: SLL beside SLE.
    expect(CURRENCY_CODES).toContain('SLL');
    expect(CURRENCY_CODES).toContain('SLE');
  });

  it('offers each anglophone country its own operators', () => {
    expect(operatorsOf('GH')).toEqual(['MTN', 'Telecel', 'AT']);
    expect(operatorsOf('NG')).toEqual(['MTN', 'Airtel', 'Glo', '9mobile']);
    expect(operatorsOf('SL')).toEqual(['Africell', 'Orange', 'QCell']);
    expect(operatorsOf('GM')).toEqual(['Africell', 'QCell', 'Comium', 'Gamcel']);
    expect(operatorsOf('LR')).toEqual(['Orange', 'Lonestar']);
    expect(operatorError('GH', 'MTN')).toBeNull();
    expect(operatorError('GH', 'Moov Africa')).toBe(COUNTRY_MSG.operatorNotOffered('GH'));
    expect(operatorError('ML', 'MTN')).toBe('Choisissez un opérateur de ce pays (Mali)');
  });
});

describe('phone rules', () => {
  const cases: [country: string, good: string[], bad: string[]][] = [
    [
      'GH',
      ['241234567', '201234567', '551234567', '591234567'],
      ['0241234567', '24123456', '311234567', '2412345678'],
    ],
    [
      'NG',
      ['8031234567', '7012345678', '9051234567', '8161234567'],
      ['08031234567', '803123456', '6031234567', '8231234567'],
    ],
    ['GM', ['7012345', '3012345', '9912345', '2012345'], ['4412345', '70123456', '701234', '8012345']],
    [
      'SL',
      ['76123456', '30123456', '99123456', '88123456'],
      ['076123456', '7612345', '22123456', '40123456'],
    ],
    ['LR', ['770123456', '886123456', '555123456'], ['0770123456', '77012345', '990123456', '661234567']],
  ];
  for (const [country, good, bad] of cases) {
    it(`${country}: accepts its mobile numbers and refuses the others in French`, () => {
      for (const n of good) expect(phoneRuleError(country, n), n).toBeNull();
      for (const n of bad) expect(phoneRuleError(country, n), n).toMatch(/^Numéro de mobile invalide \(/);
    });
  }

  it('says the rule in full', () => {
    expect(phoneRuleError('GH', '0241234567')).toBe(
      'Numéro de mobile invalide (Ghana) : 9 chiffres après +233, sans le 0, commençant par 20, 23, 24, 25, 26, 27, 28, 29, 50, 53, 54, 55, 56, 57 ou 59',
    );
  });

  it('keeps the spec’s rule (8 digits at least, its message) for Mali and the countries without a rule', () => {
    expect(phoneRuleError('ML', '76123456')).toBeNull();
    expect(phoneRuleError('ML', '7612345')).toBe(MSG.phoneInvalid);
    expect(phoneRuleError('SN', '771234567')).toBeNull();
  });
});

describe('sign-up contact rules', () => {
  it('checks the number and the operator against the chosen country, on the step and the whole body', () => {
    const contact = { country: 'GH', phone: '024 123 4567', operator: 'MTN' };
    const step = SignUpSteps.contact.safeParse(contact);
    expect(step.success).toBe(false);
    expect(step.error?.issues[0]).toMatchObject({
      path: ['phone'],
      message: phoneRuleError('GH', '0241234567'),
    });
    expect(SignUpSteps.contact.safeParse({ ...contact, phone: '24 123 4567' }).success).toBe(true);
    const wrongOperator = SignUpSteps.contact.safeParse({
      ...contact,
      phone: '241234567',
      operator: 'Orange',
    });
    expect(wrongOperator.error?.issues[0]).toMatchObject({ path: ['operator'] });

    const body = {
      role: 'Vendeur',
      name: 'Mensah',
      firstName: 'Ama',
      gender: 'Femme',
      country: 'GH',
      city: 'Accra',
      area: 'Osu',
      phone: '241234567',
      operator: 'MTN',
      username: 'amamensah',
      email: 'ama@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      pin: '1234',
      confirmPin: '1234',
    };
    expect(SignUpBody.safeParse(body).success).toBe(true);
    const refused = SignUpBody.safeParse({ ...body, phone: '311234567' });
    expect(refused.error?.issues.map((i) => i.path)).toEqual([['phone']]);
  });
});
