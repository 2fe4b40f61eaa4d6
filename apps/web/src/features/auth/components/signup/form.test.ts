import { MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../shared/test/locale';
import { initialForm, serverFieldError, stepOfField, validateStep } from './form';

describe('a sign-up refusal lands on the step that holds the field', () => {
  it('maps every form field to its step', () => {
    expect(stepOfField('email')).toBe('credentials');
    expect(stepOfField('username')).toBe('credentials');
    expect(stepOfField('phone')).toBe('contact');
    expect(stepOfField('confirmPin')).toBe('pin');
    expect(stepOfField('role')).toBe('role');
    expect(stepOfField('file')).toBeNull();
  });

  it('opens the credentials step for a taken email, with its message', () => {
    expect(serverFieldError({ email: MSG.emailTaken })).toEqual({
      step: 'credentials',
      field: 'email',
      message: MSG.emailTaken,
    });
    expect(serverFieldError({ dialCode: 'x' })).toBeNull();
  });
});

describe("a step's rule", () => {
  const credentials = {
    ...initialForm,
    username: 'kofimensah',
    email: 'kofi@example.com',
    password: 'Accra2026x',
    confirmPassword: 'Accra2026y',
  };

  it('says it in French as the server does, and in English under English', () => {
    expect(validateStep('credentials', credentials)).toEqual({
      message: 'Les mots de passe ne correspondent pas',
      field: 'confirmPassword',
    });
    expect(inEnglish(() => validateStep('credentials', credentials))).toEqual({
      message: "The passwords don't match",
      field: 'confirmPassword',
    });
    expect(inEnglish(() => validateStep('credentials', { ...credentials, password: 'accra' }))).toEqual({
      message: 'Your password needs at least 8 characters, a capital letter and a number',
      field: 'password',
    });
  });
});
