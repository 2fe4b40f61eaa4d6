// What each country of sign-up brings with it: the account's devise, the cities suggested, the mobile
// operators offered and the national rule of a mobile number (docs/RULES.md, Pays, devises et téléphones).
// The spec's Malian defaults stay: Mali keeps its 25 places, its three operators and the spec's number
// rule (8 digits at least); a country without an entry here behaves as before (XOF, no city list, the
// spec's operators and number rule).
import { DEFAULTS } from './constants.js';
import { localized, translatedName } from './i18n.js';
import { MSG } from './messages.js';
import {
  AFRICAN_COUNTRIES,
  type CurrencyCode,
  MALIAN_CITIES,
  type Operator,
  SPEC_OPERATORS,
} from './reference-data.js';

/**
 * A national mobile number: `digits` after the dial code (no trunk 0), starting with one of `prefixes`.
 * From the numbering plans of each regulator, as libphonenumber's metadata (mobile ranges) gives them.
 */
export interface PhoneRule {
  digits: number;
  prefixes: readonly string[];
}

export interface CountryProfile {
  /** The devise of an account of this country: its wallet, its shop's prices. */
  currency: CurrencyCode;
  cities: readonly string[];
  operators: readonly Operator[];
  /** Absent: the spec's rule (8 to 15 digits, MSG.phoneInvalid). */
  phone?: PhoneRule;
}

/** The UEMOA's franc CFA: one currency, XOF, for all eight countries. */
const uemoa = (cities: readonly string[]): CountryProfile => ({
  currency: 'XOF',
  cities,
  operators: SPEC_OPERATORS,
});

export const COUNTRY_PROFILES: Partial<Record<(typeof AFRICAN_COUNTRIES)[number]['code'], CountryProfile>> = {
  ML: uemoa(MALIAN_CITIES),
  SN: uemoa(['Dakar', 'Touba', 'Thiès', 'Rufisque', 'Kaolack', 'Mbour', 'Saint-Louis', 'Ziguinchor']),
  CI: uemoa(['Abidjan', 'Bouaké', 'Daloa', 'Yamoussoukro', 'San-Pédro', 'Korhogo', 'Man', 'Gagnoa']),
  BF: uemoa(['Ouagadougou', 'Bobo-Dioulasso', 'Koudougou', 'Ouahigouya', 'Banfora', 'Kaya', 'Fada N’Gourma']),
  NE: uemoa(['Niamey', 'Zinder', 'Maradi', 'Agadez', 'Tahoua', 'Dosso', 'Tillabéri', 'Diffa']),
  TG: uemoa(['Lomé', 'Sokodé', 'Kara', 'Kpalimé', 'Atakpamé', 'Dapaong', 'Tsévié', 'Aného']),
  BJ: uemoa(['Cotonou', 'Porto-Novo', 'Parakou', 'Abomey-Calavi', 'Djougou', 'Bohicon', 'Natitingou']),
  GW: uemoa(['Bissau', 'Bafatá', 'Gabú', 'Bissorã', 'Bolama', 'Cacheu', 'Canchungo']),
  GN: {
    currency: 'GNF',
    cities: ['Conakry', 'Nzérékoré', 'Kankan', 'Kindia', 'Labé', 'Boké', 'Mamou', 'Siguiri', 'Kissidougou'],
    operators: SPEC_OPERATORS,
  },
  GH: {
    currency: 'GHS',
    cities: [
      'Accra',
      'Kumasi',
      'Tamale',
      'Sekondi-Takoradi',
      'Tema',
      'Cape Coast',
      'Sunyani',
      'Koforidua',
      'Ho',
      'Obuasi',
      'Techiman',
      'Kasoa',
      'Wa',
      'Bolgatanga',
    ],
    operators: ['MTN', 'Telecel', 'AT'],
    phone: {
      digits: 9,
      prefixes: ['20', '23', '24', '25', '26', '27', '28', '29', '50', '53', '54', '55', '56', '57', '59'],
    },
  },
  NG: {
    currency: 'NGN',
    cities: [
      'Lagos',
      'Abuja',
      'Kano',
      'Ibadan',
      'Port Harcourt',
      'Benin City',
      'Kaduna',
      'Onitsha',
      'Aba',
      'Enugu',
      'Ilorin',
      'Jos',
      'Abeokuta',
      'Warri',
      'Owerri',
      'Maiduguri',
      'Calabar',
      'Uyo',
    ],
    operators: ['MTN', 'Airtel', 'Glo', '9mobile'],
    phone: { digits: 10, prefixes: ['70', '71', '72', '80', '81', '90', '91'] },
  },
  GM: {
    currency: 'GMD',
    cities: [
      'Banjul',
      'Serekunda',
      'Brikama',
      'Bakau',
      'Lamin',
      'Sukuta',
      'Farafenni',
      'Soma',
      'Basse Santa Su',
    ],
    operators: ['Africell', 'QCell', 'Comium', 'Gamcel'],
    phone: { digits: 7, prefixes: ['2', '3', '5', '6', '7', '9'] },
  },
  SL: {
    currency: 'SLE',
    cities: ['Freetown', 'Bo', 'Kenema', 'Makeni', 'Koidu', 'Port Loko', 'Waterloo', 'Lunsar', 'Kabala'],
    operators: ['Africell', 'Orange', 'QCell'],
    phone: {
      digits: 8,
      prefixes: ['25', '30', '31', '32', '33', '34', '35', '66', '7', '80', '88', '90', '99'],
    },
  },
  LR: {
    currency: 'LRD',
    cities: [
      'Monrovia',
      'Paynesville',
      'Gbarnga',
      'Buchanan',
      'Kakata',
      'Ganta',
      'Zwedru',
      'Harper',
      'Voinjama',
    ],
    operators: ['Orange', 'Lonestar'],
    phone: { digits: 9, prefixes: ['77', '88', '555', '330', '220', '760', '761'] },
  },
};

export const countryProfileOf = (country: string): CountryProfile | undefined =>
  COUNTRY_PROFILES[country as keyof typeof COUNTRY_PROFILES];

/** An account's devise: its country's currency, XOF (the spec's default) where Sugu has none of its own. */
export const deviseOf = (country: string): CurrencyCode =>
  countryProfileOf(country)?.currency ?? DEFAULTS.currency;

/** The cities suggested for a country (Mali's 25 places for Mali; none for a country without a list). */
export const citiesOf = (country: string): readonly string[] => countryProfileOf(country)?.cities ?? [];

/** The operators offered to an account of this country. */
export const operatorsOf = (country: string): readonly Operator[] =>
  countryProfileOf(country)?.operators ?? SPEC_OPERATORS;

/** A country's name in the active language: the French list's, else its translation by code (locales/en.ts). */
export const countryName = (country: string): string =>
  translatedName(
    'COUNTRY_NAMES',
    country,
    AFRICAN_COUNTRIES.find((c) => c.code === country)?.name ?? country,
  );

const orList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ou ${items.at(-1)}`;

export const COUNTRY_MSG = localized('COUNTRY_MSG', {
  /** A number that breaks its country's rule: what the rule is, in full. */
  phoneRule: (country: string, dialCode: string, rule: PhoneRule) =>
    `Numéro de mobile invalide (${countryName(country)}) : ${rule.digits} chiffres après ${dialCode}, sans le 0, commençant par ${orList(rule.prefixes)}`,
  operatorNotOffered: (country: string) => `Choisissez un opérateur de ce pays (${countryName(country)})`,
  /** Beside the number field of a country with its own rule. */
  phoneHint: (rule: PhoneRule) => `${rule.digits} chiffres, sans le 0 initial.`,
});

/** The spec's rule where a country has none of its own: at least 8 digits (its message, MSG.phoneInvalid). */
const SPEC_PHONE_MIN_DIGITS = 8;

/** The message refusing `phone` (a national number, separators dropped) for `country`, or null if it fits. */
export function phoneRuleError(country: string, phone: string): string | null {
  const rule = countryProfileOf(country)?.phone;
  if (!rule) return phone.length >= SPEC_PHONE_MIN_DIGITS ? null : MSG.phoneInvalid;
  if (phone.length === rule.digits && rule.prefixes.some((p) => phone.startsWith(p))) return null;
  const dialCode = AFRICAN_COUNTRIES.find((c) => c.code === country)?.dialCode ?? DEFAULTS.dialCode;
  return COUNTRY_MSG.phoneRule(country, dialCode, rule);
}

/**
 * The account's operator if its country offers it, else null: an account from before the country lists (an
 * 'Orange Money' or 'Moov Africa' line in Nigeria) reads as 'no operator chosen', never as a value outside
 * the list (migration 0022_country_operators clears the stored ones; this keeps any other row clean).
 */
export function offeredOperator(country: string, operator: string | null): Operator | null {
  return operator !== null && (operatorsOf(country) as readonly string[]).includes(operator)
    ? (operator as Operator)
    : null;
}

/** The message refusing `operator` for `country`, or null if the country offers it. */
export function operatorError(country: string, operator: string): string | null {
  return offeredOperator(country, operator) ? null : COUNTRY_MSG.operatorNotOffered(country);
}
