// The reference categories: written at every start-up (apps/api db/seed), shown by their stored name. In
// another language a seeded category shows its translation, keyed by the French name it was seeded under
// (locales/en.ts); a category an operator added or renamed shows its name as written.
import { translatedName } from './i18n.js';

/** Categories of West African commerce, in display order. */
export const CATEGORY_NAMES = [
  'Mode et vêtements',
  'Beauté et cosmétiques',
  'Alimentation',
  'Téléphones et électronique',
  'Maison et décoration',
  'Artisanat',
  'Agriculture et élevage',
  'Services',
  'Bijoux et accessoires',
  'Santé et bien-être',
  'Enfants et bébés',
  'Sport et loisirs',
] as const;
export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** A category's name in the active language: a seeded one's translation, else its stored name. */
export const categoryLabel = (categoryName: string): string => translatedName('CATEGORY_NAMES', categoryName);
