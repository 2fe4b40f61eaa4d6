// The form that replaces the address a code goes to (a mistyped e-mail, a new phone number): one field, its
// error, the submit button that waits for the request and a way back.
import { type FormEvent, type InputHTMLAttributes, useId } from 'react';
import { Field } from '../../../shared/ui/Field';
import { FormError } from '../../../shared/ui/FormError';

interface ContactFormProps {
  /** What the form is for, above the field. */
  intro?: string;
  label: string;
  /** The field's kind: type, inputMode, autoComplete… */
  input: InputHTMLAttributes<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  busy: boolean;
  submit: { label: string; busyLabel: string };
  onSubmit: (event: FormEvent) => void;
  cancel: { label: string; onClick: () => void; disabledWhileBusy?: boolean };
}

export function ContactForm({
  intro,
  label,
  input,
  value,
  onChange,
  error,
  busy,
  submit,
  onSubmit,
  cancel,
}: ContactFormProps) {
  const inputId = useId();
  const errorId = useId();
  return (
    <form className="verify" onSubmit={onSubmit} noValidate>
      {intro && <p className="verify__intro">{intro}</p>}
      <Field id={inputId} label={label}>
        <input
          id={inputId}
          className="input"
          {...input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      <FormError message={error} id={errorId} />
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? submit.busyLabel : submit.label}
      </button>
      <button
        type="button"
        className="btn btn--ghost btn--block"
        onClick={cancel.onClick}
        disabled={cancel.disabledWhileBusy ? busy : undefined}
      >
        {cancel.label}
      </button>
    </form>
  );
}
