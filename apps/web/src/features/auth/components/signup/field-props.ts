import type { ChangeEvent } from 'react';
import type { SignUpField, SignUpForm } from './form';

export interface StepProps {
  form: SignUpForm;
  set: (field: SignUpField, value: string) => void;
  /** The field the current error is about, marked aria-invalid. */
  invalid: SignUpField | null;
  /** Id of the error message, referenced by the invalid field. */
  errorId: string;
  /** The current error text, shown under the field when the step renders it there (server conflicts). */
  message: string | null;
}

/** Fields whose error shows right under the input: the ones only the server can refuse (already taken). */
export const INLINE_ERROR_FIELDS: readonly SignUpField[] = ['username', 'email'];

export const fieldId = (field: SignUpField) => `signup-${field}`;

/** The common props of a text input bound to one form field. */
export function bind(
  { form, set, invalid, errorId }: StepProps,
  field: SignUpField,
  transform: (value: string) => string = (v) => v,
) {
  const isInvalid = invalid === field;
  return {
    id: fieldId(field),
    name: field,
    value: form[field],
    'aria-invalid': isInvalid || undefined,
    'aria-describedby': isInvalid ? errorId : undefined,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => set(field, transform(e.target.value)),
  };
}

export type SignUpFieldErrorProps = StepProps & { field: SignUpField };
