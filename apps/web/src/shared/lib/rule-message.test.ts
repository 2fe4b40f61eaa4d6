// The domain's rule messages, fixed in French when its schemas are built, in the form's language.
import { MSG, SendCodeBody } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../test/locale';
import { firstIssue } from './rule-message';

const refused = (email: string) => {
  const parsed = SendCodeBody.safeParse({ email });
  if (parsed.success) throw new Error(`${email} passed`);
  return parsed.error;
};

describe('a form rule message', () => {
  it('stays the French text, byte for byte, in French, with its field', () => {
    expect(firstIssue(refused('awa@'), MSG.requiredFields)).toEqual({
      message: 'Veuillez entrer une adresse e-mail valide',
      field: 'email',
    });
  });

  it('reads in English under English, on the same field', () => {
    expect(inEnglish(() => firstIssue(refused('awa@'), MSG.requiredFields))).toEqual({
      message: 'Please enter a valid email address',
      field: 'email',
    });
  });

  it('translates the fallback when no issue names a message; a text outside the catalogues stays', () => {
    const required = MSG.requiredFields;
    expect(inEnglish(() => firstIssue({ issues: [] }, required).message)).toBe(
      'Please fill in all the fields',
    );
    expect(inEnglish(() => firstIssue({ issues: [{ path: [0], message: 'déjà écrit' }] }, required))).toEqual(
      {
        message: 'déjà écrit',
        field: undefined,
      },
    );
  });
});
