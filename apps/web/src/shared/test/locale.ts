// Tests of what a screen says in English: the domain's English and the screens' tables given.
import { registerEnglish, setLocaleReader } from '@sugu/domain';

/** Runs `check` with English active (the domain's tables and `tables`), then French again. */
export function inEnglish<T>(check: () => T, tables: Record<string, unknown> = {}): T {
  registerEnglish(tables);
  setLocaleReader(() => 'en');
  try {
    return check();
  } finally {
    setLocaleReader(() => 'fr');
  }
}
