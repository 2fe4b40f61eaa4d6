import type { ReactNode } from 'react';

/** A labelled form field (`.field`): the label for `id`, then its control and whatever follows it (hint, error). */
export function Field({ id, label, children }: { id: string; label: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** The props of an e-mail address input: e-mail keyboard and autofill, no capital or spell check. */
export const emailInputProps = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;
