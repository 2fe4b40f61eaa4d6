// The popup's other way out: the address was mistyped at sign-up, so the user gives the right one.
import { SendCodeBody } from '@sugu/domain';
import { type FormEvent, useId, useState } from 'react';
import { failureMessage } from '../../../shared/lib/api';
import { emailInputProps, Field } from '../../../shared/ui/Field';
import { FormError } from '../../../shared/ui/FormError';
import { changeEmail, type SendCodeResult } from '../api/verification';
import { verificationText } from '../text';

const t = verificationText.popup;

interface ChangeEmailFormProps {
  current: string;
  onChanged: (email: string, result: SendCodeResult) => void;
  onCancel: () => void;
}

export function ChangeEmailForm({ current, onChanged, onCancel }: ChangeEmailFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SendCodeBody.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const result = await changeEmail(parsed.data.email);
      onChanged(parsed.data.email, result);
    } catch (err) {
      setError(failureMessage(err));
      setSending(false);
    }
  }

  return (
    <form className="verify" onSubmit={submit} noValidate>
      <p className="verify__intro">{t.changeIntro}</p>
      <Field id={inputId} label={t.newEmailLabel}>
        <input
          id={inputId}
          className="input"
          {...emailInputProps}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
        />
      </Field>
      <FormError message={error} id={errorId} />
      <button type="submit" className="btn btn--primary btn--block" disabled={sending}>
        {sending ? t.changing : t.changeSubmit}
      </button>
      <button type="button" className="btn btn--ghost btn--block" onClick={onCancel} disabled={sending}>
        {t.cancel}
      </button>
    </form>
  );
}
