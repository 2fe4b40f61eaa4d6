// Shared field helpers: how text from forms and query strings becomes numbers, and Zod's own messages.
import { z } from 'zod';

// Zod's built-in messages (a rule without its own message) in French, once for every schema here,
// on the server and in the web app alike.
z.config(z.locales.fr());

const DECIMAL = /^-?\d{1,16}$/;

/**
 * A whole number written in plain decimal digits, as a form or query string sends it. Everything Number()
 * would also read ('0x10', '1e3', ' 12 ', '', '1.0') stays a string, so the number rule refuses it.
 */
export function decimalInt(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
}

/** z.coerce.number().int() for text input, minus the surprises of Number(). */
export const intFromText = () => z.preprocess(decimalInt, z.number().int());

/** Up to 30 digits: longer text is no number at all; shorter, it is read and then found too large. */
const PLAIN_DIGITS = /^\d{1,30}$/;

/**
 * A whole number as a JSON number or as plain decimal digits in a string (a form field), and nothing else:
 * '0x3E8', '1e3', ' 1000 ', '+5', [1000] or true are not 1000. -0 is 0. Below `min` (or not a whole
 * number) fails with `message`, above `max` with `tooLarge`; with `saturate`, above `max` reads as `max`.
 */
export const wholeNumberField = (range: {
  min: number;
  max: number;
  message: string;
  tooLarge?: string;
  saturate?: boolean;
}) =>
  z
    .union([z.number(), z.string()], { error: range.message })
    .transform((v) => (typeof v === 'number' ? v || 0 : PLAIN_DIGITS.test(v) ? Number(v) : v))
    .transform((v) => (range.saturate && typeof v === 'number' && v > range.max ? range.max : v))
    .pipe(
      // max first: a number past it (2^53 included, which int() alone calls no integer) is 'too large'.
      z
        .number({ error: range.message })
        .max(range.max, range.tooLarge ?? range.message)
        .int(range.message)
        .min(range.min, range.message),
    );

/** PostgreSQL text cannot hold NUL: refused in the schemas, since socket payloads skip the HTTP input hooks. */
export const noNul = (value: string) => !value.includes('\u0000');

/**
 * Required text from a form, trimmed: `required` when it is missing or empty, `tooShort` under `min`,
 * `tooLong` over `max`, and `invalid` (when given) for text holding a NUL.
 */
export const requiredText = (rule: {
  required: string;
  max: number;
  tooLong: string;
  min?: number;
  tooShort?: string;
  invalid?: string;
}) => {
  let field = z.string({ error: rule.required }).trim().min(1, rule.required);
  if (rule.min !== undefined) field = field.min(rule.min, rule.tooShort);
  field = field.max(rule.max, rule.tooLong);
  return rule.invalid === undefined ? field : field.refine(noNul, rule.invalid);
};
