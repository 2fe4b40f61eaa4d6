// An order's short reference: 8 characters of Crockford's base32 shown as 'K7Q2-M9XD', what the
// order list, the order screen, the notifications and the operator use instead of the 36-character id. It
// is the last 40 bits of the order's UUID v7 (random bits); the orders table keeps it in a unique column, and
// a new order whose reference is taken gets a new id (order-creation.service.ts).

/** Crockford's base32: digits and capitals without I, L, O and U. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 8;
/** The hex digits of the id that make the reference: 8 characters × 5 bits = 40 bits = 10 hex digits. */
const HEX_DIGITS = (LENGTH * 5) / 4;

/** The stored reference (8 characters, no dash) of the order with this UUID. */
export function orderReferenceOf(orderId: string): string {
  const hex = orderId.replaceAll('-', '').slice(-HEX_DIGITS);
  // 40 bits: exact in a double.
  let bits = Number.parseInt(hex, 16);
  let out = '';
  for (let i = 0; i < LENGTH; i++) {
    out = ALPHABET[bits % 32] + out;
    bits = Math.floor(bits / 32);
  }
  return out;
}

/** 'K7Q2M9XD' → 'K7Q2-M9XD', as people read and type it. */
export function formatOrderReference(reference: string): string {
  return `${reference.slice(0, LENGTH / 2)}-${reference.slice(LENGTH / 2)}`;
}

/**
 * What someone typed or read out ('k7q2 m9xd', 'K7Q2-M9XO', 'k7q2m9xd') → the stored reference, or null if
 * it cannot be one. Case, dashes and spaces are ignored, and Crockford's confusables are read as the digits
 * they stand for: O → 0, I and L → 1.
 */
export function parseOrderReference(input: string): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (cleaned.length !== LENGTH) return null;
  for (const c of cleaned) if (!ALPHABET.includes(c)) return null;
  return cleaned;
}
