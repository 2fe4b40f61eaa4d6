// Every text that enters the API passes here once (JSON bodies, query strings, path parameters through a
// preValidation hook; multipart fields through readImageFiles), before any schema sees it:
// - a NUL character is refused (PostgreSQL cannot store it in text): a French 400 naming the field;
// - a text made only of invisible characters (zero-width spaces, BOM, word joiner...) and spaces becomes
//   '', so the field's own rule answers with its 'required' message.
import { MSG } from '@sugu/domain';
import { invalid } from './errors.js';

/** White space plus the format characters that show nothing on their own. */
const BLANK = /^[\s\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]*$/u;

export function guardText(value: string, path: string): string {
  if (value.includes('\u0000')) {
    throw invalid(MSG.invalidCharacters, { [path || '_']: MSG.invalidCharacters }, 'invalid_characters');
  }
  return value !== '' && BLANK.test(value) ? '' : value;
}

/** Checks every string of a parsed request part, in place; returns the (possibly new) value. */
export function guardInput(value: unknown, path = ''): unknown {
  if (typeof value === 'string') return guardText(value, path);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = guardInput(value[i], path ? `${path}.${i}` : String(i));
    return value;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (key.includes('\u0000')) throw invalid(MSG.invalidCharacters, undefined, 'invalid_characters');
      record[key] = guardInput(record[key], path ? `${path}.${key}` : key);
    }
  }
  return value;
}
