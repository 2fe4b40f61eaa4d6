import { MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { serverFieldError, stepOfField } from './form';

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
