// Shared field helpers: how text from forms and query strings becomes numbers, and Zod's own messages.
import { z } from 'zod';

// Zod's built-in messages (a rule without its own message) in French, once for every schema here,
// on the server and in the web app alike.
z.config(z.locales.fr());

/** Largest value of a PostgreSQL integer column (stock counts). */
export const INT4_MAX = 2_147_483_647;

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
